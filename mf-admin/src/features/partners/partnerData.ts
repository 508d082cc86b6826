// Partners as the admin area reads and changes them (issue #12).
import useSWR from 'swr';
import { callEndpoint, endpointFetcher, endpointUrl } from '@powernest/shared-ui/data';
import { adminPartnerChangeEndpoint, adminPartnersEndpoint, leadPartnerEndpoint, type PartnerChange, type PartnerConversion } from '@powernest/domain';

const fetchPartners = endpointFetcher(adminPartnersEndpoint);

export function usePartners(query: URLSearchParams) {
  return useSWR(endpointUrl(adminPartnersEndpoint, { query }), fetchPartners, { keepPreviousData: true });
}

export function changePartner(id: string, change: PartnerChange) {
  return callEndpoint(adminPartnerChangeEndpoint, { params: { id }, body: change });
}

/** An installed lead becomes a partner (and with it a place on the locator). */
export function convertLead(leadId: number, conversion: PartnerConversion) {
  return callEndpoint(leadPartnerEndpoint, { params: { id: leadId }, body: conversion });
}

// Partners as the admin area reads and changes them (issue #12).
import useSWR from 'swr';
import { answerFetcher, requestAnswer } from '@powernest/shared-ui/data';
import { ADMIN_API, adminPartnersResponse, partnerSavedResponse, type PartnerChange, type PartnerConversion } from '@powernest/domain';
import { leadPath } from '../../lib/admin';

const fetchPartners = answerFetcher(adminPartnersResponse);

export function usePartners(search: string) {
  return useSWR(`${ADMIN_API.partners}${search}`, fetchPartners, { keepPreviousData: true });
}

export function changePartner(id: string, change: PartnerChange) {
  return requestAnswer(partnerSavedResponse, 'PATCH', `${ADMIN_API.partners}/${encodeURIComponent(id)}`, change);
}

/** An installed lead becomes a partner (and with it a place on the locator). */
export function convertLead(leadId: number, conversion: PartnerConversion) {
  return requestAnswer(partnerSavedResponse, 'POST', `${leadPath(leadId)}/partner`, conversion);
}

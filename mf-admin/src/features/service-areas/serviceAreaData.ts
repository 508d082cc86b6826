// Service areas as the team reads and changes them (issue #44): a change is sent with the version
// read; someone else's newer change answers 409 with the area as it now is.
import useSWR from 'swr';
import { callEndpoint, endpointFetcher, endpointUrl } from '@powernest/shared-ui/data';
import { conflictAnswer } from '../../lib/conflictAnswer';
import {
  adminServiceAreasEndpoint,
  serviceAreaChangeEndpoint,
  serviceAreaConflictResponse,
  serviceAreaCreateEndpoint,
  type ServiceAreaValues,
  type ServiceAreaView,
} from '@powernest/domain';

const fetchServiceAreas = endpointFetcher(adminServiceAreasEndpoint);

/** GET /api/admin/service-areas; the fetcher answers null on 401 (the session ended). */
export function useServiceAreas() {
  return useSWR(endpointUrl(adminServiceAreasEndpoint), fetchServiceAreas);
}

/** POST /api/admin/service-areas: the answer carries `launch` when the area was created active. */
export function createServiceArea(area: ServiceAreaValues) {
  return callEndpoint(serviceAreaCreateEndpoint, { body: area });
}

/** PATCH /api/admin/service-areas/:id: the whole area and the version it was read at; `launch` when it opened. */
export function changeServiceArea(id: string, area: ServiceAreaValues, version: number) {
  return callEndpoint(serviceAreaChangeEndpoint, { params: { id }, body: { ...area, version } });
}

/** The area a 409 answer carries (someone else changed it first), if any. */
export function conflictingArea(error: unknown): ServiceAreaView | null {
  return conflictAnswer(error, serviceAreaConflictResponse, 'PATCH service area')?.area ?? null;
}

/** An area as the form holds it (and as a PATCH sends it whole): absent fields left out. */
export function formOf(area: ServiceAreaView): ServiceAreaValues {
  return {
    areaName: area.areaName,
    state: area.state,
    ...(area.city ? { city: area.city } : {}),
    ...(area.zipCode ? { zipCode: area.zipCode } : {}),
    status: area.status,
    ...(area.launchDate && area.status === 'coming-soon' ? { launchDate: area.launchDate } : {}),
  };
}

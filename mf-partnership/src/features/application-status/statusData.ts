// The status page's two answers (issue #28): the application and the times it can book. Both
// come with the page (FirstViewData: fetched by the server render, embedded in the HTML), so the
// page works without JavaScript; after a change the page is rendered again (its forms post).
import useSWR from 'swr';
import { endpointUrl, answerReader, type FirstViewRequest, type RawAnswer } from '@powernest/shared-ui/data';
import { applicationEndpoint, applicationSlotsEndpoint, type ApplicationSlots, type ApplicationView } from '@powernest/domain';

/** What the link opens: the application, or nothing (a wrong or expired link: the API's 404). */
type StatusOutcome = { application: ApplicationView } | { notFound: true };

const readApplication = answerReader(applicationEndpoint.response);
const readSlots = answerReader(applicationSlotsEndpoint.response);

function readStatus(answer: RawAnswer): StatusOutcome | undefined {
  if (answer.status === 404) return { notFound: true };
  const read = readApplication(answer);
  return read ? { application: read.application } : undefined;
}

const statusUrl = (token: string) => endpointUrl(applicationEndpoint, { params: { token } });
const slotsUrl = (token: string) => endpointUrl(applicationSlotsEndpoint, { params: { token } });

/** The answers the page's first view needs. */
export const statusFirstView = (token: string): FirstViewRequest[] => [
  { url: statusUrl(token), read: readStatus },
  { url: slotsUrl(token), read: (answer) => (answer.status === 404 ? { success: true, timeZone: '', slots: [] } : readSlots(answer)) },
];

async function fetchJson<T>(url: string, read: (answer: RawAnswer) => T | undefined): Promise<T> {
  const res = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
  const body: unknown = await res.json().catch(() => null);
  const value = read({ status: res.status, body });
  if (value === undefined) throw new Error(`${res.status}: ${url}`);
  return value;
}

/** The application behind `token`; its data is the page's own from the first render. */
export function useApplicationStatus(token: string) {
  const { data, error } = useSWR(statusUrl(token), (url: string) => fetchJson(url, readStatus), { shouldRetryOnError: false });
  return { outcome: data, failed: Boolean(error) && !data };
}

export function useVisitSlots(token: string, wanted: boolean): ApplicationSlots | undefined {
  const { data } = useSWR(wanted ? slotsUrl(token) : null, (url: string) => fetchJson(url, readSlots), { shouldRetryOnError: false });
  return data;
}

// The promises' card and report (issue #45), and the leads at risk, each read again when a lead
// changes anywhere (the live events): a kept promise shows on every open tab.
import useSWR from 'swr';
import { endpointFetcher, endpointUrl } from '@powernest/shared-ui/data';
import { promiseCardEndpoint, promiseReportEndpoint } from '@powernest/domain';
import { useLeadsPage } from '../../lib/admin';
import { useLiveEvents } from '../../lib/useLiveEvents';

const fetchCard = endpointFetcher(promiseCardEndpoint);
const fetchReport = endpointFetcher(promiseReportEndpoint);

/** How many at-risk leads the dashboard lists by name. */
const AT_RISK_SHOWN = 5;
/** The desk's query of the leads within PROMISE_AT_RISK_HOURS of breaking one, least time left first. */
export const AT_RISK_QUERY = { promise: 'at-risk', sort: 'promiseDueAt' } as const;

/** Revalidates `mutate` whenever a lead arrives or changes (the live stream), or the stream starts again. */
function useReadAgainOnLive(mutate: () => unknown): void {
  useLiveEvents(() => void mutate());
}

/** GET /api/analytics/promises (null on 401: the session ended). */
export function usePromiseCard() {
  const card = useSWR(endpointUrl(promiseCardEndpoint), fetchCard);
  useReadAgainOnLive(card.mutate);
  return card;
}

/** The first AT_RISK_SHOWN leads at risk, and how many there are. */
export function useLeadsAtRisk() {
  const page = useLeadsPage(new URLSearchParams({ ...AT_RISK_QUERY, pageSize: String(AT_RISK_SHOWN) }));
  useReadAgainOnLive(page.mutate);
  return page;
}

/** GET /api/analytics/promises/report. */
export function usePromiseReport() {
  const report = useSWR(endpointUrl(promiseReportEndpoint), fetchReport);
  useReadAgainOnLive(report.mutate);
  return report;
}

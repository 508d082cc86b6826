// The coverage check's two requests (issue #14 item 7): is a partner near a place, and the
// waiting list for places where none is.
import useSWR from 'swr';
import { ApiError, callEndpoint, endpointUrl } from '@powernest/shared-ui/data';
import { coverageEndpoint, waitingListJoinEndpoint, type CoverageResult, type SiteLanguage, type WaitingListSignup } from '@powernest/domain';
import { answerReader, type FirstViewRequest, type RawAnswer } from '@powernest/shared-ui/data';

/**
 * The answer to a place: whether a partner is near, or why the place could not be checked (the
 * API's message, worded in the page's language where it shows: coverageAnswers; null without one).
 */
type CoverageOutcome = { result: CoverageResult } | { problem: string | null };

/** The API query for a place: the GET form's `place`, as the form's own request asks it. */
function coverageQuery(place: string): string {
  return endpointUrl(coverageEndpoint, { query: `place=${encodeURIComponent(place.trim())}` });
}

/** The API's field message first, then its error (a 400 answers a place it does not know). */
function problemOfBody(body: unknown): string | undefined {
  const { fieldErrors, error } = (body ?? {}) as { fieldErrors?: Record<string, string>; error?: unknown };
  const first = fieldErrors ? Object.values(fieldErrors)[0] : undefined;
  return first ?? (typeof error === 'string' ? error : undefined);
}

const readResult = answerReader(coverageEndpoint.response);

/** An answer as the visitor sees it; undefined when the check itself failed (try again). */
function readCoverage(answer: RawAnswer): CoverageOutcome | undefined {
  if (answer.status === 400) return { problem: problemOfBody(answer.body) ?? null };
  const result = readResult(answer);
  return result ? { result } : undefined;
}

/** The first view's answer for a checked place (see FirstViewData). */
export const coverageFirstViewRequest = (place: string): FirstViewRequest => ({ url: coverageQuery(place), read: readCoverage });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function fetchCoverage(url: string): Promise<CoverageOutcome> {
  const res = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
  const text = await res.text().catch(() => '');
  const outcome = readCoverage({ status: res.status, body: parseJson(text) });
  if (!outcome) throw new Error(`${res.status}: coverage check failed`);
  return outcome;
}

/** The answer for `place` ('' asks nothing); a place that was checked once is not asked again. */
export function useCoverage(place: string) {
  const { data, error } = useSWR(place ? coverageQuery(place) : null, fetchCoverage, { shouldRetryOnError: false });
  return { outcome: data, checking: place !== '' && !data && !error, failed: Boolean(error) };
}

/** POST /api/waiting-list: the visitor's e-mail for their area. */
export function joinWaitingList(signup: WaitingListSignup) {
  return callEndpoint(waitingListJoinEndpoint, { body: signup });
}

/**
 * A refused sign-up as the form shows it: field messages (the API's validation), or one problem
 * (the server's message, null without one). Worded for the page where they show (coverageAnswers).
 */
export function refusalOf(error: unknown, language: SiteLanguage): { fieldErrors: Record<string, string> } | { problem: string | null } {
  if (!(error instanceof ApiError)) return { problem: null };
  try {
    const body = JSON.parse(error.body) as { fieldErrors?: Record<string, string> };
    if (body.fieldErrors && Object.keys(body.fieldErrors).length) return { fieldErrors: body.fieldErrors };
  } catch {
    /* not JSON */
  }
  return { problem: error.messageIn(language) ?? null };
}

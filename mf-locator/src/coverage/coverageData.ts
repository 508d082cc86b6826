// The coverage check's two requests (issue #14 item 7): is a partner near a place, and the
// waiting list for places where none is.
import { ApiError, requestAnswer } from '@powernest/shared-ui/data';
import { COVERAGE_API, coverageResponse, waitingListJoinedResponse, type WaitingListSignup } from '@powernest/domain';

/** GET /api/coverage?place=: the place found and whether a partner lies within the radius. */
export function checkCoverage(place: string) {
  return requestAnswer(coverageResponse, 'GET', `${COVERAGE_API.coverage}?place=${encodeURIComponent(place.trim())}`);
}

/** POST /api/waiting-list: the visitor's e-mail for their area. */
export function joinWaitingList(signup: WaitingListSignup) {
  return requestAnswer(waitingListJoinedResponse, 'POST', COVERAGE_API.waitingList, signup);
}

/** What to tell the visitor about a refused request: the API's field message first, then its error. */
export function problemOf(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  try {
    const body = JSON.parse(error.body) as { fieldErrors?: Record<string, string> };
    const first = body.fieldErrors ? Object.values(body.fieldErrors)[0] : undefined;
    if (first) return first;
  } catch {
    /* not JSON */
  }
  return error.serverMessage ?? fallback;
}

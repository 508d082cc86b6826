import { leadCreateEndpoint, pathOf } from '@powernest/domain';
import { callEndpoint } from '@powernest/shared-ui/data';

// Loaded with the first submit (see useSubmitLead).

/**
 * The SWR key of the admin's lead list, refreshed after a lead is sent: GET /api/leads, the path
 * a lead is posted to (the list's own declaration, leadsEndpoint, is the admin's: its answer's
 * schema need not load on a public page).
 */
export const LEADS_KEY = pathOf(leadCreateEndpoint);

/** POST /api/leads, its answer decoded with the API's schema. */
export function postLead(values: unknown) {
  return callEndpoint(leadCreateEndpoint, { body: values });
}

import { ADMIN_API, leadCreatedResponse } from '@powernest/domain';
import { requestAnswer } from '@powernest/shared-ui/data';

// Loaded with the first submit (see useSubmitLead).

/** POST /api/leads, its answer decoded with the API's schema. */
export function postLead(values: unknown) {
  return requestAnswer(leadCreatedResponse, 'POST', ADMIN_API.leads, values);
}

import '../shared/zod';
import * as z from 'zod';
import { withRequest } from '../api/endpoint';
import { availabilitySetEndpoint, upcomingVisitsEndpoint, UPCOMING_VISITS_DAYS } from '../api/visits';
import { availabilitySchema } from './availability';

// The admin requests of site visits (issue #28), checked with full zod in the API.

export const UPCOMING_VISITS_MESSAGE = `days must be a whole number from 1 to ${UPCOMING_VISITS_DAYS.max}`;

/** ?days= of GET /api/admin/visits: 1 to 31, 7 when absent. */
export const upcomingVisitsQuery = z.strictObject({
  days: z.coerce
    .number({ error: UPCOMING_VISITS_MESSAGE })
    .int(UPCOMING_VISITS_MESSAGE)
    .min(1, UPCOMING_VISITS_MESSAGE)
    .max(UPCOMING_VISITS_DAYS.max, UPCOMING_VISITS_MESSAGE)
    .default(UPCOMING_VISITS_DAYS.default),
});

export const availabilitySetRoute = withRequest(availabilitySetEndpoint, { body: availabilitySchema });
export const upcomingVisitsRoute = withRequest(upcomingVisitsEndpoint, { query: upcomingVisitsQuery });

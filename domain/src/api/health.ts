import '../shared/zodMini';
import * as z from 'zod/mini';
import { endpoint } from './endpoint';

const STORES = ['memory', 'mongo'] as const;

/** GET /api/health: the process is up and its store answers... */
export const healthResponse = z.object({ status: z.literal('ok'), store: z.enum(STORES) });
/** ... or, with 503, it does not. */
export const unhealthyResponse = z.object({ success: z.literal(false), error: z.string(), store: z.enum(STORES) });

/** GET /api/health: 200 healthResponse, or 503 unhealthyResponse. */
export const healthEndpoint = endpoint({ method: 'GET', path: '/api/health', response: healthResponse, errors: { 503: unhealthyResponse } });

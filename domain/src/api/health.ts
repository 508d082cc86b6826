import '../zodMini';
import * as z from 'zod/mini';

const STORES = ['memory', 'mongo'] as const;

/** GET /api/health: the process is up and its store answers... */
export const healthResponse = z.object({ status: z.literal('ok'), store: z.enum(STORES) });
/** ... or, with 503, it does not. */
export const unhealthyResponse = z.object({ success: z.literal(false), error: z.string(), store: z.enum(STORES) });

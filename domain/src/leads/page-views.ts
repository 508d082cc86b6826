import '../shared/zod';
import * as z from 'zod';
import { SITE_LANGUAGES } from '../contract/languages';
import { LEAD_SOURCE_LIMITS } from './lead-source';
import { endpoint, withRequest } from '../api/endpoint';
import { errorResponse, okResponse } from '../api/wire';

// Page views (issue #45), counted by the site server in memory and sent to the API in batches:
// one counter per day, page, language and source, never a row per visitor (docs/lead-sources.md).

/** How many distinct counters one batch holds at most: the site server folds the rest into "(other)". */
export const PAGE_VIEW_BATCH_MAX = 2000;

/** One counter: a day (UTC, `YYYY-MM-DD`), a page (its manifest path), a language, a source key (sourceKeyOf) and how many views. */
const pageViewCountSchema = z.strictObject({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  page: z.string().min(1).max(LEAD_SOURCE_LIMITS.landingPage),
  language: z.enum(SITE_LANGUAGES),
  source: z.string().min(1).max(LEAD_SOURCE_LIMITS.referrerHost),
  medium: z.string().min(1).max(LEAD_SOURCE_LIMITS.utm),
  campaign: z.string().min(1).max(LEAD_SOURCE_LIMITS.utm),
  views: z.number().int().min(1).max(1e9),
});
export type PageViewCount = z.output<typeof pageViewCountSchema>;

/**
 * POST /api/site/page-views: the site server's batch. Only the site server may send it (it signs
 * with a key derived from JWT_SECRET: PAGE_VIEWS_KEY_HEADER); anyone else gets 403.
 */
export const pageViewsEndpoint = endpoint({ method: 'POST', path: '/api/site/page-views', response: okResponse, errors: { 400: errorResponse, 403: errorResponse } });
export const pageViewsRoute = withRequest(pageViewsEndpoint, { body: z.strictObject({ counts: z.array(pageViewCountSchema).max(PAGE_VIEW_BATCH_MAX) }) });
/** The header carrying the site server's key. */
export const PAGE_VIEWS_KEY_HEADER = 'x-powernest-site-key';

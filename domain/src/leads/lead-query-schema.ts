import '../shared/zod';
import { SITE_LANGUAGES } from '../contract/languages';
import * as z from 'zod';
import { cursorDayRangeQuery, dayRangeInstants, dayRangeMessages } from '../shared/query-params';
import { CURSOR_MESSAGE, keysetCursor, type KeysetDirection } from '../shared/keyset';
import { BUSINESS_TYPES } from '../shared/enums';
import { LEAD_STATUSES } from './pipeline';
import { US_STATE_CODES } from '../locator/us-states';
import { LEAD_DUE_FILTERS, TEAM_TIME_ZONE_DEFAULT, dueClock, type DueClock } from './follow-up';
import { PROMISE_FILTERS } from './promises';
import { withRequest } from '../api/endpoint';
import { leadExportEndpoint, leadsEndpoint } from '../api/leads';
import { BULK_LEADS_MAX } from '../api/lead-bulk';
import {
  LEAD_AREAS,
  LEAD_PAGE_SIZE_DEFAULT,
  LEAD_PAGE_SIZE_MAX,
  LEAD_SEARCH_MAX_LENGTH,
  LEAD_SORTS,
  LEAD_SORT_DEFAULT,
  ASSIGNEE_ME,
  UNASSIGNED,
  leadSortIsNumeric,
  leadSortOrder,
  type LeadKey,
  type LeadSearch,
  type LeadSort,
} from './lead-query';

export const LEAD_QUERY_MESSAGES = {
  ...dayRangeMessages(LEAD_PAGE_SIZE_MAX),
  cursor: CURSOR_MESSAGE,
  sort: `sort must be one of ${LEAD_SORTS.join(', ')}`,
  status: `status must be one of ${LEAD_STATUSES.join(', ')}`,
  businessType: `businessType must be one of ${BUSINESS_TYPES.join(', ')}`,
  state: 'state must be a US state code such as TX',
  area: `area must be one of ${LEAD_AREAS.join(', ')}`,
  assignee: `assignee must be a username, "${ASSIGNEE_ME}" or "${UNASSIGNED}" (at most 100 characters)`,
  q: `Search text must be at most ${LEAD_SEARCH_MAX_LENGTH} characters`,
  due: `due must be one of ${LEAD_DUE_FILTERS.join(', ')}`,
  promise: `promise must be one of ${PROMISE_FILTERS.join(', ')}`,
  language: `language must be one of ${SITE_LANGUAGES.join(', ')}`,
  ids: `ids must be 1 to ${BULK_LEADS_MAX.toLocaleString('en-US')} lead ids separated by commas`,
} as const;

/** `ids=12,40,7`: a selection of leads, at most as many as a bulk action takes. */
const leadIdsParam = z
  .string({ error: LEAD_QUERY_MESSAGES.ids })
  .regex(/^\d{1,15}(,\d{1,15})*$/, LEAD_QUERY_MESSAGES.ids)
  .transform((s) => [...new Set(s.split(',').map(Number))])
  .refine((ids) => ids.length <= BULK_LEADS_MAX && ids.every((id) => id >= 1 && Number.isSafeInteger(id)), LEAD_QUERY_MESSAGES.ids);

const leadSort = z.enum(LEAD_SORTS as [LeadSort, ...LeadSort[]], { error: LEAD_QUERY_MESSAGES.sort });

/**
 * The workspace's cursors: the sort they were written under and a lead's key under it (LeadKey:
 * createdAt in ms or the sorted text, then the id). A cursor of another sort is refused (400 on
 * `cursor`): its key means nothing in this order. The route writes them from the store's page.
 */
export const leadCursor = keysetCursor<[sort: LeadSort, ...key: LeadKey]>(
  'leads',
  z.tuple([leadSort, z.union([z.number().int().min(0).max(8.64e15), z.string().max(300)]), z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)]),
);

/** The cursor of the page after (`next`) or before (`prev`) a lead's key under a sort. */
export const leadCursorOf = (sort: LeadSort, direction: KeysetDirection, key: LeadKey): string => leadCursor.encode({ direction, key: [sort, ...key] });

/**
 * The leads workspace's query, a keyset-paged day range (cursorDayRangeQuery) with the
 * workspace's sort and filters: `q` matches leads with a word of business, contact, e-mail,
 * phone or location starting with each of its words (any case, accents aside: leadSearchWords);
 * `state` is read from the location ("Austin, TX"). `cursor` must come from the same sort.
 */
export const leadQuerySchema = cursorDayRangeQuery(
  { pageSizeDefault: LEAD_PAGE_SIZE_DEFAULT, pageSizeMax: LEAD_PAGE_SIZE_MAX },
  {
    sort: leadSort.default(LEAD_SORT_DEFAULT),
    status: z.enum(LEAD_STATUSES, { error: LEAD_QUERY_MESSAGES.status }).optional(),
    businessType: z.enum(BUSINESS_TYPES, { error: LEAD_QUERY_MESSAGES.businessType }).optional(),
    state: z
      .string({ error: LEAD_QUERY_MESSAGES.state })
      .transform((s) => s.toUpperCase())
      .pipe(z.enum(US_STATE_CODES, { error: LEAD_QUERY_MESSAGES.state }))
      .optional(),
    /** From a service area PowerNest served when the lead arrived, or from elsewhere (issue #44). */
    area: z.enum(LEAD_AREAS, { error: LEAD_QUERY_MESSAGES.area }).optional(),
    assignee: z.string({ error: LEAD_QUERY_MESSAGES.assignee }).trim().min(1, LEAD_QUERY_MESSAGES.assignee).max(100, LEAD_QUERY_MESSAGES.assignee).optional(),
    q: z.string({ error: LEAD_QUERY_MESSAGES.q }).max(LEAD_SEARCH_MAX_LENGTH, LEAD_QUERY_MESSAGES.q).optional(),
    due: z.enum(LEAD_DUE_FILTERS, { error: LEAD_QUERY_MESSAGES.due }).optional(),
    /** Leads whose next promise is within PROMISE_AT_RISK_HOURS of breaking, or broken (issue #45). */
    promise: z.enum(PROMISE_FILTERS, { error: LEAD_QUERY_MESSAGES.promise }).optional(),
    /** The page's language the lead was sent from (issue #30); English includes leads from before languages. */
    language: z.enum(SITE_LANGUAGES, { error: LEAD_QUERY_MESSAGES.language }).optional(),
    ids: leadIdsParam.optional(),
  },
  leadCursor.param,
).superRefine((query, ctx) => {
  const { cursor, sort } = query as unknown as { cursor?: { key: [LeadSort, number | string, number] }; sort: LeadSort };
  if (!cursor) return;
  const [written, value] = cursor.key;
  // A cursor of another sort (a sort changed by hand, the cursor kept), or a value of the wrong kind for it.
  if (written !== sort || leadSortIsNumeric(leadSortOrder(sort).field) !== (typeof value === 'number')) {
    ctx.addIssue({ code: 'custom', path: ['cursor'], message: CURSOR_MESSAGE });
  }
});
/** The query as the server reads it. */
export type LeadQuery = z.output<typeof leadQuerySchema>;
/** The query as a client writes it: every value a string. */
export type LeadQueryParams = z.input<typeof leadQuerySchema>;

/**
 * A checked query as the store searches it: the day range made exact instants, the cursor a
 * position, `assignee=me` the signed-in staff member's username (`me`; without it, as written),
 * `due` read on the team's clock of the request (`clock`: dueClock(now, MAIL_TIME_ZONE); without
 * one, now in TEAM_TIME_ZONE_DEFAULT, the API's default zone: pass the configured one).
 */
export function leadSearchOf(query: LeadQuery, me?: string, clock?: DueClock): LeadSearch {
  const { from, before } = dayRangeInstants(query);
  const cursor = query.cursor;
  return {
    createdFrom: from,
    createdBefore: before,
    status: query.status,
    businessType: query.businessType,
    state: query.state,
    ...(query.area ? { area: query.area } : {}),
    assignee: query.assignee === ASSIGNEE_ME && me !== undefined ? me : query.assignee,
    text: query.q?.trim() || undefined,
    ...(query.language ? { language: query.language } : {}),
    ...(query.due ? { due: { kind: query.due, ...(clock ?? dueClock(new Date(), TEAM_TIME_ZONE_DEFAULT)) } } : {}),
    ...(query.ids ? { ids: query.ids } : {}),
    ...(query.promise ? { promise: { kind: query.promise, now: new Date() } } : {}),
    sort: query.sort,
    ...(cursor ? { position: { direction: cursor.direction, key: [cursor.key[1], cursor.key[2]] } } : {}),
    limit: query.pageSize,
  };
}

// The API's routes: the workspace's list and its CSV export, checked with the same query schema.
export const leadsRoute = withRequest(leadsEndpoint, { query: leadQuerySchema });
export const leadExportRoute = withRequest(leadExportEndpoint, { query: leadQuerySchema });

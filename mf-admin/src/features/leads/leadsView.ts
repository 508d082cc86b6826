// What the leads workspace shows, read from and written to its URL. The URL's parameters are
// GET /api/leads' own (see leadQuerySchema), so a shared link shows the same list and the
// page asks the API with the same text. The server judges the values; here unknown or
// malformed ones are only left out, so a hand-edited URL still opens the workspace. Where the
// page starts is the API's cursor (issue #27), passed on as it came: the first page without one.
import { LEAD_PAGE_SIZE_DEFAULT, LEAD_SORTS, LEAD_SORT_DEFAULT, type LeadSort } from '@powernest/domain';
import { listViewParams, readCursorView, type CursorView } from '../../lib/listView';

const LEAD_FILTER_KEYS = ['status', 'businessType', 'state', 'area', 'language', 'assignee', 'due', 'promise', 'q', 'from', 'to'] as const;
export type LeadFilterKey = (typeof LEAD_FILTER_KEYS)[number];

/** Page sizes the table offers (the API allows up to 100). */
export const LEAD_PAGE_SIZES = [LEAD_PAGE_SIZE_DEFAULT, 50, 100] as const;

export interface LeadsView extends CursorView<LeadFilterKey> {
  sort: LeadSort;
}

const isSort = (value: string | null): value is LeadSort => value !== null && (LEAD_SORTS as readonly string[]).includes(value);

export function readLeadsView(params: URLSearchParams): LeadsView {
  const sort = params.get('sort');
  return { ...readCursorView(params, LEAD_FILTER_KEYS, LEAD_PAGE_SIZES, LEAD_PAGE_SIZE_DEFAULT), sort: isSort(sort) ? sort : LEAD_SORT_DEFAULT };
}

/** The view as URL (and API) parameters, defaults left out, in a fixed order. */
export function leadsViewParams(view: LeadsView): URLSearchParams {
  return listViewParams(view, LEAD_FILTER_KEYS, LEAD_PAGE_SIZE_DEFAULT, view.sort === LEAD_SORT_DEFAULT ? {} : { sort: view.sort });
}

export const hasFilters = (view: LeadsView) => Object.keys(view.filters).length > 0;

/** Sorting by a column: first click ascending (dates newest first), a second click reverses. */
export function nextSort(current: LeadSort, column: string): LeadSort {
  const ascending = column === 'createdAt' ? `-${column}` : column;
  const candidate = current === ascending ? (ascending.startsWith('-') ? ascending.slice(1) : `-${ascending}`) : ascending;
  return isSort(candidate) ? candidate : LEAD_SORT_DEFAULT;
}

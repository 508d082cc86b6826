// What the leads workspace shows, read from and written to its URL. The URL's parameters are
// GET /api/leads' own (see leadQuerySchema), so a shared link shows the same list and the
// page asks the API with the same text. The server judges the values; here unknown or
// malformed ones are only left out, so a hand-edited URL still opens the workspace.
import { LEAD_PAGE_SIZE_DEFAULT, LEAD_SORTS, LEAD_SORT_DEFAULT, type LeadSort } from '@powernest/domain';

export const LEAD_FILTER_KEYS = ['status', 'businessType', 'state', 'assignee', 'q', 'from', 'to'] as const;
export type LeadFilterKey = (typeof LEAD_FILTER_KEYS)[number];

/** Page sizes the table offers (the API allows up to 100). */
export const LEAD_PAGE_SIZES = [LEAD_PAGE_SIZE_DEFAULT, 50, 100] as const;

export interface LeadsView {
  filters: Partial<Record<LeadFilterKey, string>>;
  sort: LeadSort;
  page: number;
  pageSize: number;
}

const isSort = (value: string | null): value is LeadSort => value !== null && (LEAD_SORTS as readonly string[]).includes(value);

export function readLeadsView(params: URLSearchParams): LeadsView {
  const filters: LeadsView['filters'] = {};
  for (const key of LEAD_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    filters,
    sort: isSort(sort) ? sort : LEAD_SORT_DEFAULT,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (LEAD_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : LEAD_PAGE_SIZE_DEFAULT,
  };
}

/** The view as URL (and API) parameters, defaults left out, in a fixed order. */
export function leadsViewParams(view: LeadsView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of LEAD_FILTER_KEYS) {
    const value = view.filters[key];
    if (value) params.set(key, value);
  }
  if (view.sort !== LEAD_SORT_DEFAULT) params.set('sort', view.sort);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.pageSize !== LEAD_PAGE_SIZE_DEFAULT) params.set('pageSize', String(view.pageSize));
  return params;
}

export const hasFilters = (view: LeadsView) => Object.keys(view.filters).length > 0;

/** Sorting by a column: first click ascending (dates newest first), a second click reverses. */
export function nextSort(current: LeadSort, column: string): LeadSort {
  const ascending = column === 'createdAt' ? `-${column}` : column;
  const candidate = current === ascending ? (ascending.startsWith('-') ? ascending.slice(1) : `-${ascending}`) : ascending;
  return isSort(candidate) ? candidate : LEAD_SORT_DEFAULT;
}

// A server-paged list's view in its URL (the leads workspace, the audit log): the URL's parameters
// are the API's own, so a shared link shows the same rows and the page asks the API with the same
// text. The server judges the values; here unknown or malformed ones are only left out, so a
// hand-edited URL still opens the page.

export interface PagedView<K extends string> {
  filters: Partial<Record<K, string>>;
  page: number;
  pageSize: number;
}

/** The filters, page and page size a URL asks for (blank values, pages below 1 and unoffered sizes left out). */
export function readPagedView<K extends string>(params: URLSearchParams, keys: readonly K[], sizes: readonly number[], defaultSize: number): PagedView<K> {
  const filters: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    filters,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: sizes.includes(pageSize) ? pageSize : defaultSize,
  };
}

/**
 * The view as URL (and API) parameters, defaults left out, in a fixed order: the filters, then
 * `between` (e.g. a sort that is not the default), then page and page size.
 */
export function pagedViewParams<K extends string>(view: PagedView<K>, keys: readonly K[], defaultSize: number, between: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = view.filters[key];
    if (value) params.set(key, value);
  }
  for (const [key, value] of Object.entries(between)) params.set(key, value);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.pageSize !== defaultSize) params.set('pageSize', String(view.pageSize));
  return params;
}

/** A filter set to a value, or removed when blank; back to the first page. */
export function withFilter<K extends string, V extends PagedView<K>>(view: V, key: K, value: string): V {
  const filters = { ...view.filters, [key]: value || undefined };
  if (!value) delete filters[key];
  return { ...view, filters, page: 1 };
}

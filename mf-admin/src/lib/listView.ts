// A server-paged list's view in its URL (the leads workspace, the audit log): the URL's parameters
// are the API's own, so a shared link shows the same rows and the page asks the API with the same
// text. The server judges the values; here unknown or malformed ones are only left out, so a
// hand-edited URL still opens the page. Offset lists (the leads) hold a page number; keyset lists
// (the audit log, issue #27) the API's opaque cursor, which the page never reads.

interface ListView<K extends string> {
  filters: Partial<Record<K, string>>;
  pageSize: number;
}

/** An offset-paged list: the page number. */
export interface PagedView<K extends string> extends ListView<K> {
  page: number;
}

/** A keyset-paged list: where the page starts (the answer's `next` or `prev`); none: the first page. */
export interface CursorView<K extends string> extends ListView<K> {
  cursor?: string;
}

function readListView<K extends string>(params: URLSearchParams, keys: readonly K[], sizes: readonly number[], defaultSize: number): ListView<K> {
  const filters: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const pageSize = Number(params.get('pageSize'));
  return { filters, pageSize: sizes.includes(pageSize) ? pageSize : defaultSize };
}

/** The filters, page and page size a URL asks for (blank values, pages below 1 and unoffered sizes left out). */
export function readPagedView<K extends string>(params: URLSearchParams, keys: readonly K[], sizes: readonly number[], defaultSize: number): PagedView<K> {
  const page = Number(params.get('page'));
  return { ...readListView(params, keys, sizes, defaultSize), page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** The filters, page size and cursor a URL asks for (a page number, from an older link, is left out). */
export function readCursorView<K extends string>(params: URLSearchParams, keys: readonly K[], sizes: readonly number[], defaultSize: number): CursorView<K> {
  const cursor = params.get('cursor')?.trim();
  return { ...readListView(params, keys, sizes, defaultSize), ...(cursor ? { cursor } : {}) };
}

/**
 * The view as URL (and API) parameters, defaults left out, in a fixed order: the filters, then
 * `between` (e.g. a sort that is not the default), then page and page size, then the cursor.
 */
export function listViewParams<K extends string>(view: PagedView<K> | CursorView<K>, keys: readonly K[], defaultSize: number, between: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = view.filters[key];
    if (value) params.set(key, value);
  }
  for (const [key, value] of Object.entries(between)) params.set(key, value);
  if ('page' in view && view.page !== 1) params.set('page', String(view.page));
  if (view.pageSize !== defaultSize) params.set('pageSize', String(view.pageSize));
  if ('cursor' in view && view.cursor) params.set('cursor', view.cursor);
  return params;
}

/** The same view at its first page: page 1, or no cursor. */
export function firstPage<V extends PagedView<string> | CursorView<string>>(view: V): V {
  if ('page' in view) return { ...view, page: 1 };
  const { cursor: _cursor, ...rest } = view;
  return rest as V;
}

/** A filter set to a value, or removed when blank; back to the first page. */
export function withFilter<K extends string, V extends PagedView<K> | CursorView<K>>(view: V, key: K, value: string): V {
  const filters = { ...view.filters, [key]: value || undefined };
  if (!value) delete filters[key];
  return firstPage({ ...view, filters });
}

// A server-paged list's view in its URL (the leads workspace, the partners list, the audit log):
// the URL's parameters are the API's own, so a shared link shows the same rows and the page asks
// the API with the same text. The server judges the values; here unknown or malformed ones are
// only left out, so a hand-edited URL still opens the page. Every list pages by keyset (issue
// #27): the view holds the API's opaque cursor, which the page never reads.

interface ListView<K extends string> {
  filters: Partial<Record<K, string>>;
  pageSize: number;
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

/** The filters, page size and cursor a URL asks for (blank values and unoffered sizes left out; a page number, from an older link, too). */
export function readCursorView<K extends string>(params: URLSearchParams, keys: readonly K[], sizes: readonly number[], defaultSize: number): CursorView<K> {
  const cursor = params.get('cursor')?.trim();
  return { ...readListView(params, keys, sizes, defaultSize), ...(cursor ? { cursor } : {}) };
}

/**
 * The view as URL (and API) parameters, defaults left out, in a fixed order: the filters, then
 * `between` (e.g. a sort that is not the default), then the page size, then the cursor.
 */
export function listViewParams<K extends string>(view: CursorView<K>, keys: readonly K[], defaultSize: number, between: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = view.filters[key];
    if (value) params.set(key, value);
  }
  for (const [key, value] of Object.entries(between)) params.set(key, value);
  if (view.pageSize !== defaultSize) params.set('pageSize', String(view.pageSize));
  if (view.cursor) params.set('cursor', view.cursor);
  return params;
}

/** The same view at its first page: no cursor. */
export function firstPage<V extends CursorView<string>>(view: V): V {
  const { cursor: _cursor, ...rest } = view;
  return rest as V;
}

/** A filter set to a value, or removed when blank; back to the first page. */
export function withFilter<K extends string, V extends CursorView<K>>(view: V, key: K, value: string): V {
  const filters = { ...view.filters, [key]: value || undefined };
  if (!value) delete filters[key];
  return firstPage({ ...view, filters });
}

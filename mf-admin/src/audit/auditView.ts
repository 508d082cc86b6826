// What the audit log page shows, read from and written to its URL. The URL's parameters are
// GET /api/audit-log's own (see auditQuerySchema), so a shared link shows the same entries and
// the page asks the API with the same text. The server judges the values; here unknown or
// malformed ones are only left out, so a hand-edited URL still opens the page.
import { AUDIT_PAGE_SIZE_DEFAULT } from '@powernest/domain';

/** Who, what and when: the filters the page offers (the API also takes resourceType). */
export const AUDIT_FILTER_KEYS = ['userId', 'action', 'from', 'to'] as const;
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];

/** Page sizes the table offers (the API allows up to 100). */
export const AUDIT_PAGE_SIZES = [25, AUDIT_PAGE_SIZE_DEFAULT, 100] as const;

export interface AuditView {
  filters: Partial<Record<AuditFilterKey, string>>;
  page: number;
  pageSize: number;
}

export function readAuditView(params: URLSearchParams): AuditView {
  const filters: AuditView['filters'] = {};
  for (const key of AUDIT_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    filters,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (AUDIT_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : AUDIT_PAGE_SIZE_DEFAULT,
  };
}

/** The view as URL (and API) parameters, defaults left out, in a fixed order. */
export function auditViewParams(view: AuditView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) {
    const value = view.filters[key];
    if (value) params.set(key, value);
  }
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.pageSize !== AUDIT_PAGE_SIZE_DEFAULT) params.set('pageSize', String(view.pageSize));
  return params;
}

// What the audit log page shows, read from and written to its URL. The URL's parameters are
// GET /api/audit-log's own (see auditQuerySchema), so a shared link shows the same entries and
// the page asks the API with the same text. The server judges the values; here unknown or
// malformed ones are only left out, so a hand-edited URL still opens the page. Where the page
// starts is the API's cursor (issue #27), passed on as it came: the newest entries without one.
import { AUDIT_PAGE_SIZE_DEFAULT } from '@powernest/domain';
import { listViewParams, readCursorView, type CursorView } from '../../lib/listView';

/** Who, what and when: the filters the page offers (the API also takes resourceType). */
const AUDIT_FILTER_KEYS = ['userId', 'action', 'from', 'to'] as const;
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];

/** Page sizes the table offers (the API allows up to 100). */
export const AUDIT_PAGE_SIZES = [25, AUDIT_PAGE_SIZE_DEFAULT, 100] as const;

export type AuditView = CursorView<AuditFilterKey>;

export function readAuditView(params: URLSearchParams): AuditView {
  return readCursorView(params, AUDIT_FILTER_KEYS, AUDIT_PAGE_SIZES, AUDIT_PAGE_SIZE_DEFAULT);
}

/** The view as URL (and API) parameters, defaults left out, in a fixed order. */
export function auditViewParams(view: AuditView): URLSearchParams {
  return listViewParams(view, AUDIT_FILTER_KEYS, AUDIT_PAGE_SIZE_DEFAULT);
}

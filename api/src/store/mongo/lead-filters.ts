// The leads workspace's filters as MongoDB queries: the search's fields, the "Due" branches joined
// with a keyset page's, and the sort's index order (test/mongo-index-coverage.test.ts holds each
// to an index).
import { DEFAULT_LANGUAGE, OPEN_LEAD_STATUSES, UNASSIGNED, leadSearchTerms, leadSortOrder, promiseDueRange, type LeadFilterSearch, type LeadSearch } from '@powernest/domain';
import { trusted } from './connection';
import type { KeysetOrder } from './keyset';
import { SORT_FIELD } from './lead-schema';
import { searchWordsFilter } from './search-words';

/** The workspace's order: the sort's stored field, then `_id` in the same direction (one index serves both). */
export function workspaceOrder(sort: LeadSearch['sort']): KeysetOrder {
  const { field, descending } = leadSortOrder(sort);
  return [SORT_FIELD[field], descending ? -1 : 1];
}

/**
 * The search's filters but status (the status counts leave it out), built from validated values
 * only: enums, dates and text escaped into a literal pattern. For mongoose queries operator
 * objects are marked `trusted` so that sanitizeFilter keeps them; aggregation pipelines are not
 * sanitized and get plain objects.
 */
export function leadMatch(search: LeadFilterSearch, forQuery: boolean): Record<string, unknown> {
  const op = <T extends object>(value: T): T => (forQuery ? trusted(value) : value);
  const match: Record<string, unknown> = {};
  if (search.ids) match._id = op({ $in: [...search.ids] });
  if (search.businessType) match.businessType = search.businessType;
  // Leads from before languages have none: English.
  if (search.language) match.language = search.language === DEFAULT_LANGUAGE ? op({ $in: [DEFAULT_LANGUAGE, null] }) : search.language;
  if (search.state) match.state = search.state;
  if (search.area) match.serviceArea = op({ $exists: search.area === 'served' });
  if (search.assignee) match.assignedTo = search.assignee === UNASSIGNED ? op({ $exists: false }) : search.assignee;
  if (search.createdFrom || search.createdBefore) {
    match.createdAt = op({
      ...(search.createdFrom ? { $gte: search.createdFrom } : {}),
      ...(search.createdBefore ? { $lt: search.createdBefore } : {}),
    });
  }
  if (search.promise) {
    const { from, before } = promiseDueRange(search.promise.kind, search.promise.now);
    match.promiseDueAt = op({ ...(from ? { $gte: from } : {}), $lt: before });
  }
  if (search.text) Object.assign(match, searchWordsFilter(search.text, op, leadSearchTerms));
  return match;
}

/**
 * The "Due" rule (domain follow-up.ts, leadIsDue) as the branches of an `$or`: a lead is due when
 * one branch matches. Today: an open lead with today's follow-up date, or a lead still new that
 * arrived before the promise's cutoff. Overdue: an open lead with an earlier follow-up date (a
 * closed lead never: each branch fixes the status, so a status filter of a closed one finds none).
 */
function dueBranches(due: NonNullable<LeadSearch['due']>, op: <T extends object>(value: T) => T): Record<string, unknown>[] {
  const open = op({ $in: [...OPEN_LEAD_STATUSES] });
  if (due.kind === 'overdue') return [{ status: open, followUpAt: op({ $lt: due.today }) }];
  return [
    { status: open, followUpAt: due.today },
    { status: 'new', createdAt: op({ $lt: due.newBefore }) },
  ];
}

/**
 * A search's filter with its due branches and a keyset read's filter (`{ $or: [...] }` or none):
 * one `$or` of every due branch with every keyset branch (each an index range, merged in sort
 * order: MongoDB plans a top-level `$or` branch by branch, test/mongo-index-coverage.test.ts
 * checks each). A field both name (createdAt: the promise's cutoff and the cursor's date) keeps
 * every condition of both.
 */
export function withDue(match: Record<string, unknown>, search: LeadFilterSearch, keyset: { $or?: Record<string, unknown>[] }, forQuery: boolean): Record<string, unknown> {
  if (!search.due) return { ...match, ...keyset };
  const op = <T extends object>(value: T): T => (forQuery ? trusted(value) : value);
  const due = dueBranches(search.due, op);
  const branches = keyset.$or ? due.flatMap((d) => keyset.$or!.flatMap((k) => allOf(d, k, op) ?? [])) : due;
  // Every branch impossible (a cursor past the last due status): nothing matches.
  return branches.length > 0 ? { ...match, $or: branches } : { ...match, _id: op({ $in: [] }) };
}

const isOperators = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value) && Object.keys(value).every((k) => k.startsWith('$'));

// Values as MongoDB compares them: texts (statuses, sort keys) by code units, dates by time.
const compare = (a: unknown, b: unknown): number =>
  typeof a === 'string' && typeof b === 'string' ? (a < b ? -1 : a > b ? 1 : 0) : Number(a instanceof Date ? a.getTime() : a) - Number(b instanceof Date ? b.getTime() : b);
const BOUNDS: Record<string, (order: number) => boolean> = { $gt: (o) => o > 0, $gte: (o) => o >= 0, $lt: (o) => o < 0, $lte: (o) => o <= 0, $eq: (o) => o === 0 };

/**
 * Both filters at once, as one flat branch (no `$and`), or null when no document can match both.
 * A field both name keeps every condition of both; an equality or a list (`$in`) is narrowed by
 * the bounds beside it to the values that pass them (a cursor's status against the open ones),
 * so the field stays an equality the index is entered by.
 */
function allOf(a: Record<string, unknown>, b: Record<string, unknown>, op: <T extends object>(value: T) => T): Record<string, unknown> | null {
  const out = { ...a };
  for (const [field, condition] of Object.entries(b)) {
    if (!(field in out)) {
      out[field] = condition;
      continue;
    }
    const conditions = [out[field], condition].flatMap((c) => Object.entries(isOperators(c) ? c : { $eq: c }));
    const values = conditions.flatMap(([operator, value]) => (operator === '$eq' ? [[value]] : operator === '$in' ? [value as unknown[]] : []));
    const bounds = conditions.filter(([operator]) => operator !== '$eq' && operator !== '$in');
    if (bounds.some(([operator]) => !(operator in BOUNDS))) throw new Error(`leads: cannot join ${field} conditions`);
    const passes = (value: unknown) => bounds.every(([operator, bound]) => BOUNDS[operator]!(compare(value, bound)));
    if (values.length === 0) {
      out[field] = op(Object.fromEntries(bounds));
      continue;
    }
    // The values every list and equality allows, that pass every bound.
    const allowed = values[0]!.filter((value) => passes(value) && values.every((list) => list.some((other) => compare(other, value) === 0)));
    if (allowed.length === 0) return null;
    out[field] = allowed.length === 1 ? allowed[0] : op({ $in: allowed });
  }
  return out;
}


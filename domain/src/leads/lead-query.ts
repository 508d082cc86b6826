import type { SiteLanguage } from '../contract/languages';
// GET /api/leads (issue #12): the admins' leads workspace asks for one page at a time, paged by
// cursor (issue #27). The same parameters sit in the workspace's URL, so a filtered list can be
// shared. Constants and types only: the validator and the cursors (and with them zod) live in
// lead-query-schema.ts.
import type { KeysetPosition } from '../shared/keyset';
import { searchWords, textSortKey } from '../shared/search-words';
import { usPhoneDigits } from './phone';
import type { DueClock, LeadDue } from './follow-up';
import { NO_PROMISE_DUE, type PromiseFilter } from './promises';

export const LEAD_PAGE_SIZE_MAX = 100;
export const LEAD_PAGE_SIZE_DEFAULT = 25;
export const LEAD_SEARCH_MAX_LENGTH = 100;
/** Who has no one assigned: the assignee filter's value for them. */
export const UNASSIGNED = 'unassigned';
/** The signed-in staff member: the assignee filter's value for "My leads" (the API reads it as the session's username). */
export const ASSIGNEE_ME = 'me';

/** The desk's area filter (issue #44): leads from a served area, or from elsewhere. */
export const LEAD_AREAS = ['served', 'elsewhere'] as const;
export type LeadArea = (typeof LEAD_AREAS)[number];

/** Sortable columns; `-` in front means descending. `promiseDueAt`: time left on the next promise owed (issue #45). */
export const LEAD_SORT_FIELDS = ['createdAt', 'businessName', 'status', 'location', 'promiseDueAt'] as const;
export type LeadSortField = (typeof LEAD_SORT_FIELDS)[number];
export const LEAD_SORTS = LEAD_SORT_FIELDS.flatMap((f) => [f, `-${f}`] as const);
export type LeadSort = LeadSortField | `-${LeadSortField}`;
export const LEAD_SORT_DEFAULT: LeadSort = '-createdAt';

/**
 * A lead's place in the workspace's order under one sort: the sort field's value (createdAt in
 * ms; the status as it is; a name or place as its textSortKey, so case and accents do not
 * count) and the lead's id, the unique
 * tiebreaker, in the sort's direction. A cursor holds one (with its sort).
 */
export type LeadKey = [value: number | string, id: number];

/** The sort's field and whether it reads descending. */
export function leadSortOrder(sort: LeadSort): { field: LeadSortField; descending: boolean } {
  const descending = sort.startsWith('-');
  return { field: (descending ? sort.slice(1) : sort) as LeadSortField, descending };
}

/** Sorts whose key is a number (an instant in ms); the others' is text. */
export const leadSortIsNumeric = (field: LeadSortField) => field === 'createdAt' || field === 'promiseDueAt';

/** A lead's key under a sort (LeadKey). A lead owing no promise sorts as NO_PROMISE_DUE. */
export function leadKeyOf(
  sort: LeadSort,
): (lead: { id: number; createdAt: Date; businessName: string; status: string; location: string; promiseDueAt?: Date }) => LeadKey {
  const { field } = leadSortOrder(sort);
  if (field === 'createdAt') return (lead) => [lead.createdAt.getTime(), lead.id];
  if (field === 'promiseDueAt') return (lead) => [(lead.promiseDueAt ?? NO_PROMISE_DUE).getTime(), lead.id];
  if (field === 'status') return (lead) => [lead.status, lead.id];
  return (lead) => [textSortKey(lead[field]), lead.id];
}

/** What a store searches for: the filters of a query, with the day range made exact instants (leadSearchOf), and where the page starts. */
export interface LeadSearch {
  status?: string;
  businessType?: string;
  /** The lead's language; the default language also matches leads stored without one. */
  language?: SiteLanguage;
  state?: string;
  /** From a service area PowerNest served when it arrived, or from elsewhere (issue #44). */
  area?: LeadArea;
  /** A username, or UNASSIGNED. */
  assignee?: string;
  text?: string;
  createdFrom?: Date;
  /** Exclusive. */
  createdBefore?: Date;
  /** Only the leads due today or overdue (follow-up.ts: leadIsDue), on the team's clock of the request. */
  due?: { kind: LeadDue } & DueClock;
  /** Only these leads (a hand-picked selection, exported as it is). */
  ids?: readonly number[];
  /** Only the leads whose next owed promise is at risk or broken at `now` (promises.ts: promiseDueRange). */
  promise?: { kind: PromiseFilter; now: Date };
  sort: LeadSort;
  /** Absent: the list from its start. */
  position?: KeysetPosition<LeadKey>;
  limit: number;
}

/** A search without a page: every match, in its order (the CSV export). */
export type LeadFilterSearch = Omit<LeadSearch, 'position' | 'limit'>;

/** The fields the text search looks in. */
export const LEAD_SEARCH_FIELDS = ['businessName', 'contactPerson', 'email', 'phone', 'location'] as const;
type SearchedLead = Record<(typeof LEAD_SEARCH_FIELDS)[number], string>;

/**
 * The digit runs a phone number is found by. A US number (10 digits, or 11 with the country
 * code 1) gives its 10 digits, the same with the 1 in front, and its last 7 and 4 (so
 * "+1 512 555 0101", "5125550101", "555-0101" and "0101" all start one of them, whatever way it
 * was written); any other number its digits and, when longer, its last 10.
 */
function phoneDigitWords(phone: string): string[] {
  const national = usPhoneDigits(phone);
  const digits = phone.replace(/\D/g, '');
  if (!national) return [digits, digits.length > 10 ? digits.slice(-10) : ''];
  return [national, `1${national}`, national.slice(3), national.slice(6)];
}

/**
 * An address's parts run together as people type them without the dots and dashes:
 * "dana.reyes@blue-door.example" also gives "danareyes" and "bluedoor" (its other words,
 * "dana", "reyes", "blue", "door", "example", come from the folding itself).
 */
function emailJoinedWords(email: string): string[] {
  const at = email.lastIndexOf('@');
  const parts = at < 0 ? [email] : [email.slice(0, at), ...email.slice(at + 1).split('.')];
  return parts.map((part) => part.replace(/[^\p{L}\p{N}]+/gu, ''));
}

/**
 * The words a lead is found by (stored on each lead as `searchWords`, a multikey index in
 * MongoDB; `searchWordsMatch` is the rule): the folded words of its business name, contact,
 * e-mail (its parts, and its local part and domain labels run together), phone and location,
 * plus the phone's digit runs (phoneDigitWords). Sorted, unique.
 */
export function leadSearchWords(lead: SearchedLead): string[] {
  return searchWords(...LEAD_SEARCH_FIELDS.map((field) => lead[field]), ...emailJoinedWords(lead.email), ...phoneDigitWords(lead.phone));
}

/** Text of digits and what phone numbers are written with: "+1 (512) 555-0101", "512.555". */
const PHONE_LIKE = /^[\d\s().+\-/]*\d[\d\s().+\-/]*$/;

/**
 * A workspace search's terms (`searchWordsMatch` against leadSearchWords): text that reads as a
 * phone number is one term of its digits ("(512) 555" -> "512555", "+1 512 555 0101" ->
 * "15125550101"), which starts one of the phone's digit runs however either was written; any
 * other text its folded words.
 */
export function leadSearchTerms(text: string): string[] {
  return PHONE_LIKE.test(text.trim()) ? [text.replace(/\D/g, '')] : searchWords(text);
}

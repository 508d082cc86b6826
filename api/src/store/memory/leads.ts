import {
  LIST_COUNT_MAX,
  UNASSIGNED,
  leadIsDue,
  leadKeyOf,
  emailMatchKey,
  leadMatchKeys,
  leadSearchTerms,
  leadSearchWords,
  leadSortOrder,
  searchWordsMatch,
  stateOfLocation,
  type LeadEdits,
  type LeadFilterSearch,
  type LeadKey,
  type LeadSearch,
  type LeadSort,
  DEFAULT_LANGUAGE,
  emptyTallies,
  promiseDueRange,
  promiseFieldsAfterChange,
  promiseFieldsAtArrival,
  tallyLeadPromises,
  type PromiseKind,
  type PromiseTally,
} from '@powernest/domain';
import { addLeadToTallies, leadGroupOf, type LeadSourceTally, type LeadSourcesSearch } from '@powernest/domain';
import type { Lead, LeadChanges, LeadSearchResult, LeadStore, LeadUpdate, NewApplicationLink, NewLead, NewOutboxMessage, OutboxMessage } from '../ports';
import type { MemoryApplicationLinkStore } from './application-links';
import { cappedCount, keysetPage } from '../keyset';
import { clone, compact } from './clone';
import { sortedKeysetRead } from './keyset';
import type { MemoryOutboxStore } from './outbox';

export class MemoryLeadStore implements LeadStore {
  private readonly leads: Lead[] = [];
  /** Each lead's search words, made when it is stored and again when its fields are corrected. */
  private readonly searchWords = new Map<number, string[]>();
  private nextId = 1;
  /** Lead ids by match key, oldest first (ids only grow). */
  private readonly byMatchKey = new Map<string, number[]>();

  constructor(
    private readonly outbox: MemoryOutboxStore,
    private readonly links: MemoryApplicationLinkStore,
  ) {}

  async create(input: NewLead, messages: NewOutboxMessage[], statusLink?: NewApplicationLink): Promise<{ lead: Lead; outbox: OutboxMessage[] }> {
    const now = new Date();
    const keys = leadMatchKeys(input);
    const earlier = keys.flatMap((key) => this.byMatchKey.get(key)?.[0] ?? []);
    const lead: Lead = {
      ...compact(input),
      id: this.nextId++,
      status: 'new',
      ...compact({ state: stateOfLocation(input.location), duplicateOf: earlier.length > 0 ? Math.min(...earlier) : undefined }),
      leadScore: 0,
      lastActivityAt: now,
      createdAt: now,
      version: 0,
      ...promiseFieldsAtArrival(now),
    };
    const records = this.outbox.build(messages, now, lead.id);
    // Every write happens in one synchronous step: nothing can observe one without the others.
    if (statusLink) this.links.store({ ...statusLink, leadId: lead.id });
    this.leads.push(clone(lead));
    this.searchWords.set(lead.id, leadSearchWords(lead));
    for (const key of keys) this.byMatchKey.set(key, [...(this.byMatchKey.get(key) ?? []), lead.id]);
    this.outbox.insert(records);
    return { lead, outbox: clone(records) };
  }

  async get(id: number): Promise<Lead | null> {
    const lead = this.leads.find((l) => l.id === id);
    return lead ? clone(lead) : null;
  }

  async matches(lead: Lead, limit: number): Promise<Lead[]> {
    const ids = new Set(leadMatchKeys(lead).flatMap((key) => this.byMatchKey.get(key) ?? []));
    ids.delete(lead.id);
    const found = [...ids].sort((a, b) => a - b).slice(0, limit);
    return found.flatMap((id) => {
      const match = this.leads[id - 1]?.id === id ? this.leads[id - 1] : this.leads.find((l) => l.id === id);
      return match ? [clone(match)] : [];
    });
  }

  async withEmail(email: string, limit: number): Promise<Lead[]> {
    const ids = [...(this.byMatchKey.get(emailMatchKey(email)) ?? [])].sort((a, b) => a - b).slice(0, limit);
    return ids.flatMap((id) => {
      const lead = this.leads.find((l) => l.id === id);
      return lead ? [clone(lead)] : [];
    });
  }

  async update(id: number, expectedVersion: number, changes: LeadChanges, at: Date): Promise<LeadUpdate> {
    const lead = this.leads.find((l) => l.id === id);
    if (!lead) return { outcome: 'not-found' };
    if (lead.version !== expectedVersion) return { outcome: 'conflict', lead: clone(lead) };
    if (changes.status !== undefined || changes.visitHeld || changes.messageSent) Object.assign(lead, promiseFieldsAfterChange(lead, changes, at, changes.by));
    if (changes.status !== undefined) {
      if (changes.status === 'contacted' && !lead.firstContactedAt) lead.firstContactedAt = at;
      lead.status = changes.status;
    }
    if (changes.visitHeld) Object.assign(lead, { visitHeldAt: at, ...(changes.by !== undefined ? { visitHeldBy: changes.by } : {}) });
    if (changes.assignedTo === null) delete lead.assignedTo;
    else if (changes.assignedTo !== undefined) lead.assignedTo = changes.assignedTo;
    if (changes.fields) this.correct(lead, changes.fields);
    if (changes.followUpAt === null) delete lead.followUpAt;
    else if (changes.followUpAt !== undefined) lead.followUpAt = changes.followUpAt;
    if (changes.followUpNote === null) delete lead.followUpNote;
    else if (changes.followUpNote !== undefined) lead.followUpNote = changes.followUpNote;
    lead.version += 1;
    lead.lastActivityAt = at;
    return { outcome: 'updated', lead: clone(lead) };
  }

  /** Corrected fields, and what is made from them again (LeadStore.update). */
  private correct(lead: Lead, fields: LeadEdits): void {
    const before = leadMatchKeys(lead);
    const record = lead as unknown as Record<string, unknown>;
    for (const [field, value] of Object.entries(fields)) {
      if (value === null) delete record[field];
      else if (value !== undefined) record[field] = value;
    }
    const state = stateOfLocation(lead.location);
    if (state) lead.state = state;
    else delete lead.state;
    this.searchWords.set(lead.id, leadSearchWords(lead));
    // Out of the old keys' lists, into the new ones' (each kept in id order).
    for (const key of before) this.byMatchKey.set(key, this.byMatchKey.get(key)!.filter((id) => id !== lead.id));
    const keys = leadMatchKeys(lead);
    for (const key of keys) this.byMatchKey.set(key, [...(this.byMatchKey.get(key) ?? []), lead.id].sort((a, b) => a - b));
    const earlier = keys.flatMap((key) => this.byMatchKey.get(key)!.filter((id) => id < lead.id).slice(0, 1));
    if (earlier.length > 0) lead.duplicateOf = Math.min(...earlier);
    else delete lead.duplicateOf;
  }

  async search(search: LeadSearch): Promise<LeadSearchResult> {
    const { matches, statusCounts } = this.match(search);
    const keyOf = leadKeyOf(search.sort);
    const page = await keysetPage(sortedKeysetRead(matches, keyOf, leadKeyOrder(search.sort)), keyOf, search.position, search.limit);
    return { ...page, items: page.items.map(clone), ...cappedCount(matches.length, LIST_COUNT_MAX), statusCounts };
  }

  /**
   * The matches are sorted once (references to the stored leads, not copies) and copied as they
   * are handed over; a lead added meanwhile is not among them, as in MongoDB's keyset walk of a
   * newest-first export. `batchSize` changes nothing here: every lead is in memory already.
   */
  async *each(search: LeadFilterSearch): AsyncIterable<Lead> {
    for (const lead of this.match(search).matches) yield clone(lead);
  }

  /** The leads a search matches, sorted, and the counts per status without its status filter. */
  private match(search: LeadFilterSearch) {
    const statusCounts: Record<string, number> = {};
    const matches: Lead[] = [];
    const terms = search.text ? leadSearchTerms(search.text) : null;
    const ids = search.ids ? new Set(search.ids) : null;
    for (const lead of this.leads) {
      if (ids && !ids.has(lead.id)) continue;
      if (!matchesFilters(lead, search)) continue;
      if (terms && !searchWordsMatch(this.searchWords.get(lead.id)!, terms)) continue;
      statusCounts[lead.status] = (statusCounts[lead.status] ?? 0) + 1;
      if (!search.status || lead.status === search.status) matches.push(lead);
    }
    // Ties by id in the sort's direction, as MongoDB's index order ({ field, _id }) gives them.
    // Each key made once (a sort compares each lead many times).
    const keyOf = leadKeyOf(search.sort);
    const order = leadKeyOrder(search.sort);
    const sorted = matches.map((lead) => ({ lead, key: keyOf(lead) })).sort((a, b) => order(a.key, b.key));
    return { matches: sorted.map((entry) => entry.lead), statusCounts };
  }

  async count(filter: { since?: Date; before?: Date; status?: string } = {}): Promise<number> {
    return this.leads.filter(
      (l) =>
        (!filter.since || l.createdAt >= filter.since) && (!filter.before || l.createdAt < filter.before) && (!filter.status || l.status === filter.status),
    ).length;
  }

  async firstContactDelays(since: Date, limit: number): Promise<number[]> {
    const newestFirst = this.leads
      .filter((l) => l.createdAt >= since && l.firstContactedAt)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    return newestFirst.slice(0, limit).map((l) => l.firstContactedAt!.getTime() - l.createdAt.getTime());
  }

  async countByStatus(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const l of this.leads) counts[l.status] = (counts[l.status] ?? 0) + 1;
    return counts;
  }

  async promiseTallies(since: Date, now: Date): Promise<Record<PromiseKind, PromiseTally>> {
    const tallies = emptyTallies();
    for (const l of this.leads) if (l.promises && l.createdAt >= since) tallyLeadPromises(tallies, l.promises, now);
    return tallies;
  }

  async countByServiceArea(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const l of this.leads) if (l.serviceArea) counts[l.serviceArea] = (counts[l.serviceArea] ?? 0) + 1;
    return counts;
  }

  async sourceTallies(search: LeadSourcesSearch): Promise<LeadSourceTally[]> {
    const tallies = new Map<string, LeadSourceTally>();
    for (const lead of this.leads) {
      if ((search.since && lead.createdAt < search.since) || (search.before && lead.createdAt >= search.before)) continue;
      addLeadToTallies(tallies, leadGroupOf(lead, search.by), lead.status);
    }
    return [...tallies.values()];
  }
}

function matchesFilters(lead: Lead, search: LeadFilterSearch): boolean {
  if (search.businessType && lead.businessType !== search.businessType) return false;
  if (search.language && (lead.language ?? DEFAULT_LANGUAGE) !== search.language) return false;
  if (search.state && lead.state !== search.state) return false;
  if (search.area && (lead.serviceArea !== undefined) !== (search.area === 'served')) return false;
  if (search.assignee && (lead.assignedTo ?? UNASSIGNED) !== search.assignee) return false;
  if (search.createdFrom && lead.createdAt < search.createdFrom) return false;
  if (search.createdBefore && lead.createdAt >= search.createdBefore) return false;
  if (search.due && !leadIsDue(lead, search.due.kind, search.due)) return false;
  if (search.promise) {
    const { from, before } = promiseDueRange(search.promise.kind, search.promise.now);
    if (!lead.promiseDueAt || (from && lead.promiseDueAt < from) || lead.promiseDueAt >= before) return false;
  }
  return true;
}

/**
 * Two leads' keys in a sort's order (negative: the first comes first): the field (a name or
 * place as its textSortKey, compared by code units, as MongoDB compares the stored keys), then
 * the id, both in the sort's direction. Sorting and keyset reads use this one rule, so a page
 * starts where the last ended.
 */
function leadKeyOrder(sort: LeadSort): (a: LeadKey, b: LeadKey) => number {
  const direction = leadSortOrder(sort).descending ? -1 : 1;
  return (a, b) => {
    const byValue = typeof a[0] === 'number' && typeof b[0] === 'number' ? a[0] - b[0] : a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
    return direction * (byValue || a[1] - b[1]);
  };
}

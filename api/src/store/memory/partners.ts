import { randomUUID } from 'node:crypto';
import {
  LIST_COUNT_MAX,
  compactPartnerRow,
  distanceKm,
  networkStats,
  partnerKeyOf,
  PARTNER_SEARCH_FIELDS,
  type PartnerAdminSearch,
  type PartnerKey,
} from '@powernest/domain';
import RBush from 'rbush';
import type { NewPartner, Partner, PartnerBox, PartnerAdminPage, PartnerChanges, PartnerFilter, PartnerHit, PartnerPage, PartnerRow, PartnerSearch, PartnerStats, PartnerStatsQuery, PartnerStore, PartnerSummary } from '../ports';
import { StoreConflictError } from '../errors';
import { cappedCount, keysetPage } from '../keyset';
import { clone, compact, foundCopies, foundCopy } from './clone';
import { sortedKeysetRead } from './keyset';

/** list() order: state, city, business name (locale-aware, as before), then id (so pages are stable). */
function partnerOrder(a: Pick<Partner, 'state' | 'city' | 'businessName' | 'id'>, b: Pick<Partner, 'state' | 'city' | 'businessName' | 'id'>): number {
  return (
    a.state.localeCompare(b.state) ||
    a.city.localeCompare(b.city) ||
    a.businessName.localeCompare(b.businessName) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** The same order on keys (the admin list's keyset reads compare with it; partnerOrder stays free of allocations for the 100,000-partner sort). */
function partnerKeyOrder([aState, aCity, aName, aId]: PartnerKey, [bState, bCity, bName, bId]: PartnerKey): number {
  return aState.localeCompare(bState) || aCity.localeCompare(bCity) || aName.localeCompare(bName) || (aId < bId ? -1 : aId > bId ? 1 : 0);
}

const entryKey = (entry: { record: Partner }): PartnerKey => partnerKeyOf(entry.record);

/**
 * One stored partner with everything the read paths need, computed once per write. The fields
 * the filters read sit on the entry itself: scanning 100,000 entries is several times faster
 * than reaching into each (larger, spread-built) record.
 */
interface Entry {
  readonly id: string;
  readonly status: string;
  readonly state: string;
  readonly businessType: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly record: Partner;
  /** Frozen: shared with every caller, never copied per request. */
  readonly summary: Readonly<PartnerSummary>;
  readonly row: PartnerRow;
  /** The lower-cased name, city and address: what the text search looks in (matchesPartnerSearch). */
  readonly words: readonly string[];
  /** Position in list() order; valid in the entries of the current indexes. */
  readonly rank: number;
}

/** Read indexes, rebuilt lazily on the first read after a write. */
interface Indexes {
  /** Every entry in list() order. */
  sorted: Entry[];
  /**
   * Each entry's lower-cased fields joined by NUL ("magnolia café\0austin\0100 congress ave"), in
   * list() order (a dense array scans several times faster than the entries): the text occurs in
   * it whenever it occurs in one of the fields, a quick test before the exact per-field test.
   */
  haystacks: string[];
  /** Entries per field value (and per state+type), each in list() order. */
  byStatus: Map<string, Entry[]>;
  byState: Map<string, Entry[]>;
  byType: Map<string, Entry[]>;
  byStateType: Map<string, Entry[]>;
  /** Every entry by its position (an R-tree of points, in degrees): the entries in a box. */
  spatial: PointTree;
}

/**
 * rbush over the entries themselves, each a point (the documented way to index a custom item:
 * override toBBox and the two comparators). Bulk-loaded with the other indexes on the first read
 * after a write (`built`), not kept up to date per write: a write already renumbers the entries'
 * list() ranks, so every index is rebuilt anyway, and a bulk-loaded tree also answers faster.
 * kdbush (static) would fit as well, but it is ESM only and not among the packages the shared jest
 * recipe transforms; rbush is (OpenLayers uses it).
 */
class PointTree extends RBush<Entry> {
  override toBBox(e: Entry) {
    return { minX: e.longitude, minY: e.latitude, maxX: e.longitude, maxY: e.latitude };
  }
  override compareMinX(a: Entry, b: Entry) {
    return a.longitude - b.longitude;
  }
  override compareMinY(a: Entry, b: Entry) {
    return a.latitude - b.latitude;
  }
}

function push<K>(map: Map<K, Entry[]>, key: K, entry: Entry): void {
  const list = map.get(key);
  if (list) list.push(entry);
  else map.set(key, [entry]);
}

function entryOf(record: Partner): Entry {
  const summary: PartnerSummary = Object.freeze({
    id: record.id,
    businessName: record.businessName,
    businessType: record.businessType,
    address: record.address,
    city: record.city,
    state: record.state,
    contactPerson: record.contactPerson,
    phone: record.phone,
    email: record.email,
    latitude: record.latitude,
    longitude: record.longitude,
  });
  return {
    id: record.id,
    status: record.status,
    state: record.state,
    businessType: record.businessType,
    latitude: record.latitude,
    longitude: record.longitude,
    record,
    summary,
    row: Object.freeze(compactPartnerRow(record)),
    words: Object.freeze(PARTNER_SEARCH_FIELDS.map((field) => record[field].toLowerCase())),
    rank: -1,
  };
}

const inBox = (e: Entry, b: PartnerBox) =>
  e.longitude >= b.minLng && e.longitude <= b.maxLng && e.latitude >= b.minLat && e.latitude <= b.maxLat;

/**
 * Positions (into `entries`) of the `k` nearest, nearest first; equal distances by id. A bounded
 * max-heap of positions (O(n log k)) unless k is a large share of n, then one sort.
 */
function nearest(entries: readonly Entry[], distances: Float64Array, k: number): number[] {
  const order = (a: number, b: number) => {
    const d = distances[a]! - distances[b]!;
    if (d !== 0) return d;
    const [x, y] = [entries[a]!.id, entries[b]!.id];
    return x < y ? -1 : x > y ? 1 : 0;
  };
  if (k >= entries.length / 4) {
    return Array.from(entries.keys()).sort(order).slice(0, k);
  }
  const heap: number[] = [];
  const swap = (i: number, j: number) => {
    const t = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = t;
  };
  for (let i = 0; i < entries.length; i++) {
    if (heap.length < k) {
      heap.push(i);
      for (let c = heap.length - 1; c > 0; ) {
        const parent = (c - 1) >> 1;
        if (order(heap[c]!, heap[parent]!) <= 0) break;
        swap(c, parent);
        c = parent;
      }
    } else if (order(i, heap[0]!) < 0) {
      heap[0] = i;
      for (let c = 0; ; ) {
        const l = 2 * c + 1;
        let top = c;
        if (l < heap.length && order(heap[l]!, heap[top]!) > 0) top = l;
        if (l + 1 < heap.length && order(heap[l + 1]!, heap[top]!) > 0) top = l + 1;
        if (top === c) break;
        swap(c, top);
        c = top;
      }
    }
  }
  return heap.sort(order);
}

export class MemoryPartnerStore implements PartnerStore {
  private readonly entries = new Map<string, Entry>();
  private indexes: Indexes | null = null;
  /** Partner id by the lead it was converted from. */
  private readonly byLead = new Map<number, string>();

  async create(input: NewPartner): Promise<Partner> {
    if (input.leadId !== undefined && (await this.getByLead(input.leadId))) throw new StoreConflictError('leadId');
    return clone(this.insert(input));
  }

  async createMany(inputs: NewPartner[]): Promise<number> {
    for (const p of inputs) this.insert(p);
    return inputs.length;
  }

  async get(id: string): Promise<Partner | null> {
    return foundCopy(this.entries, id, (entry) => clone(entry.record));
  }

  async getMany(ids: readonly string[]): Promise<Partner[]> {
    return foundCopies(this.entries, ids, (entry) => clone(entry.record));
  }

  async getByLead(leadId: number): Promise<Partner | null> {
    const id = this.byLead.get(leadId);
    return id === undefined ? null : this.get(id);
  }

  async update(id: string, changes: PartnerChanges): Promise<Partner | null> {
    const entry = this.entries.get(id);
    if (!entry) return null;
    const record: Partner = { ...entry.record, ...compact(clone(changes)) };
    this.entries.set(id, entryOf(record));
    this.indexes = null;
    return clone(record);
  }

  async list(filter: PartnerFilter = {}): Promise<Partner[]> {
    return this.matching(filter).map((e) => clone(e.record));
  }

  async count(filter: PartnerFilter = {}): Promise<number> {
    return this.matching(filter).length;
  }

  async adminPage(search: PartnerAdminSearch): Promise<PartnerAdminPage> {
    const matches = this.matching(search);
    const page = await keysetPage(sortedKeysetRead(matches, entryKey, partnerKeyOrder), entryKey, search.position, search.limit);
    return { ...page, items: page.items.map((e) => clone(e.record)), ...cappedCount(matches.length, LIST_COUNT_MAX) };
  }

  async search(query: PartnerSearch): Promise<PartnerPage<PartnerHit>> {
    const matches = this.matching(query);
    const start = query.offset ?? 0;
    const end = query.limit === undefined ? undefined : start + query.limit;
    if (!query.near) {
      return { total: matches.length, items: matches.slice(start, end).map((e) => e.summary) };
    }
    const from = query.near;
    const distances = new Float64Array(matches.length);
    for (let i = 0; i < matches.length; i++) distances[i] = distanceKm(from, matches[i]!);
    const page = nearest(matches, distances, end ?? matches.length).slice(start);
    return {
      total: matches.length,
      items: page.map((i) => ({ ...matches[i]!.summary, distanceKm: distances[i]! })),
    };
  }

  async rows(query: Omit<PartnerSearch, 'near'>): Promise<PartnerPage<PartnerRow>> {
    const matches = this.matching(query);
    const start = query.offset ?? 0;
    const end = query.limit === undefined ? undefined : start + query.limit;
    const page = start === 0 && end === undefined ? matches : matches.slice(start, end);
    return { total: matches.length, items: page.map((e) => e.row) };
  }

  async stats(query: PartnerStatsQuery): Promise<PartnerStats> {
    // Counted over the shared rows (rounded as the map's), nothing copied per partner.
    return networkStats(this.matching(query).map((e) => e.row));
  }

  private insert(input: NewPartner): Partner {
    const record: Partner = {
      ...compact(clone(input)),
      id: randomUUID(),
      status: input.status ?? 'active',
      createdAt: new Date(),
    };
    this.entries.set(record.id, entryOf(record));
    if (record.leadId !== undefined) this.byLead.set(record.leadId, record.id);
    this.indexes = null;
    return record;
  }

  private built(): Indexes {
    if (this.indexes) return this.indexes;
    // Entries are copied in list() order, so scans walk memory in order (about 5× faster at
    // 100,000 partners than hopping between objects allocated in insertion order).
    const sorted = [...this.entries.values()]
      .sort((a, b) => partnerOrder(a.summary, b.summary))
      .map((entry, rank): Entry => ({ ...entry, rank }));
    const ix: Indexes = {
      sorted,
      haystacks: sorted.map((entry) => entry.words.join('\u0000')),
      byStatus: new Map(),
      byState: new Map(),
      byType: new Map(),
      byStateType: new Map(),
      spatial: new PointTree(),
    };
    for (const entry of sorted) {
      this.entries.set(entry.id, entry);
      push(ix.byStatus, entry.status, entry);
      push(ix.byState, entry.state, entry);
      push(ix.byType, entry.businessType, entry);
      push(ix.byStateType, `${entry.state}\u0000${entry.businessType}`, entry);
    }
    ix.spatial.load(sorted);
    this.indexes = ix;
    return ix;
  }

  /**
   * Every entry matching the search's filters, text and box, in list() order. Starts from the
   * smallest index list that covers the equality filters (or the entries in the box, when they
   * are fewer) and tests the rest.
   */
  private matching(q: PartnerSearch): Entry[] {
    const ix = this.built();
    const lists: Entry[][] = [ix.sorted];
    const add = (list: Entry[] | undefined) => lists.push(list ?? []);
    if (q.status) add(ix.byStatus.get(q.status));
    if (q.state && q.businessType) add(ix.byStateType.get(`${q.state}\u0000${q.businessType}`));
    else if (q.state) add(ix.byState.get(q.state));
    else if (q.businessType) add(ix.byType.get(q.businessType));
    const base = lists.reduce((a, b) => (b.length < a.length ? b : a));

    // matchesPartnerSearch: blank text is no filter; otherwise the whole trimmed text occurs,
    // in any case, in the name, city or address.
    const terms = q.text?.trim().toLowerCase() || null;
    const inHaystack = (rank: number) => ix.haystacks[rank]!.includes(terms!);
    const box = q.bbox;
    const test = (e: Entry): boolean => {
      return (
        (!q.status || e.status === q.status) &&
        (!q.state || e.state === q.state) &&
        (!q.businessType || e.businessType === q.businessType) &&
        (!box || inBox(e, box)) &&
        (!terms || (inHaystack(e.rank) && e.words.some((field) => field.includes(terms))))
      );
    };

    if (box) {
      // The tree only pre-filters (its box test is the same inclusive one as inBox, which `test`
      // repeats); its answer is in tree order, so the hits are sorted back into list() order.
      // A box holding more partners than the filter's list is answered from the list instead.
      const inside = ix.spatial.search({ minX: box.minLng, minY: box.minLat, maxX: box.maxLng, maxY: box.maxLat });
      if (inside.length <= base.length) return inside.filter(test).sort((a, b) => a.rank - b.rank);
    }
    if (terms && base.length * 4 > ix.sorted.length) {
      // The text narrows best: scan the dense haystacks, then test the few hits.
      const found: Entry[] = [];
      for (let rank = 0; rank < ix.haystacks.length; rank++) {
        if (inHaystack(rank) && test(ix.sorted[rank]!)) found.push(ix.sorted[rank]!);
      }
      return found;
    }
    if (base === ix.sorted && !q.status && !q.state && !q.businessType && !box && !terms) return ix.sorted.slice();
    return base.filter(test);
  }
}

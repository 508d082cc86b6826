import { randomUUID } from 'node:crypto';
import { compactPartnerRow, distanceKm, matchesPartnerSearch } from '@powernest/shared-ui/domain';
import type {
  NewPartner,
  Partner,
  PartnerBox,
  PartnerFilter,
  PartnerHit,
  PartnerPage,
  PartnerRow,
  PartnerSearch,
  PartnerStore,
  PartnerSummary,
} from '../ports';
import { clone, compact } from './clone';

/** list() order: state, city, business name (locale-aware, as before), then id (so pages are stable). */
export function partnerOrder(a: Pick<Partner, 'state' | 'city' | 'businessName' | 'id'>, b: Pick<Partner, 'state' | 'city' | 'businessName' | 'id'>): number {
  return (
    a.state.localeCompare(b.state) ||
    a.city.localeCompare(b.city) ||
    a.businessName.localeCompare(b.businessName) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** Grid cells of 0.5° × 0.5°: a metro-sized box touches a handful, a state-sized one a few hundred. */
const CELL_DEG = 0.5;
const GRID_COLS = Math.ceil(360 / CELL_DEG);
const cellX = (lng: number) => Math.min(GRID_COLS - 1, Math.max(0, Math.floor((lng + 180) / CELL_DEG)));
const cellY = (lat: number) => Math.min(Math.ceil(180 / CELL_DEG) - 1, Math.max(0, Math.floor((lat + 90) / CELL_DEG)));
const cellKey = (x: number, y: number) => y * GRID_COLS + x;

/** One stored partner with everything the read paths need, computed once per write. */
interface Entry {
  readonly record: Partner;
  /** Frozen: shared with every caller, never copied per request. */
  readonly summary: Readonly<PartnerSummary>;
  readonly row: PartnerRow;
  /** Name, city and address lower-cased (matchesPartnerSearch lower-cases again: idempotent). */
  readonly lower: Readonly<Pick<PartnerSummary, 'businessName' | 'city' | 'address'>>;
  /** The three lower-cased fields joined: a quick necessary test before matchesPartnerSearch. */
  readonly haystack: string;
  /** Position in list() order; valid after the indexes are built. */
  rank: number;
}

/** Read indexes, rebuilt lazily on the first read after a write. */
interface Indexes {
  /** Every entry in list() order. */
  sorted: Entry[];
  /** Entries per field value (and per state+type), each in list() order. */
  byStatus: Map<string, Entry[]>;
  byState: Map<string, Entry[]>;
  byType: Map<string, Entry[]>;
  byStateType: Map<string, Entry[]>;
  /** Uniform lat/lng grid: cell -> entries in list() order. */
  grid: Map<number, Entry[]>;
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
  const lower = Object.freeze({
    businessName: record.businessName.toLowerCase(),
    city: record.city.toLowerCase(),
    address: record.address.toLowerCase(),
  });
  return {
    record,
    summary,
    row: Object.freeze(compactPartnerRow(record)),
    lower,
    haystack: `${lower.businessName}\n${lower.city}\n${lower.address}`,
    rank: -1,
  };
}

const inBox = (s: PartnerSummary, b: PartnerBox) =>
  s.longitude >= b.minLng && s.longitude <= b.maxLng && s.latitude >= b.minLat && s.latitude <= b.maxLat;

type Hit = { entry: Entry; distance: number };
const hitOrder = (a: Hit, b: Hit) =>
  a.distance - b.distance || (a.entry.record.id < b.entry.record.id ? -1 : a.entry.record.id > b.entry.record.id ? 1 : 0);

/**
 * The `k` smallest hits in order, with a bounded max-heap (O(n log k)); a full sort when k is a
 * large share of n.
 */
function smallest(hits: Hit[], k: number): Hit[] {
  if (k >= hits.length / 4) return hits.sort(hitOrder).slice(0, k);
  const heap: Hit[] = [];
  const up = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (hitOrder(heap[i]!, heap[parent]!) <= 0) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < heap.length && hitOrder(heap[l]!, heap[top]!) > 0) top = l;
      if (r < heap.length && hitOrder(heap[r]!, heap[top]!) > 0) top = r;
      if (top === i) return;
      [heap[i], heap[top]] = [heap[top]!, heap[i]!];
      i = top;
    }
  };
  for (const hit of hits) {
    if (heap.length < k) {
      heap.push(hit);
      up(heap.length - 1);
    } else if (k > 0 && hitOrder(hit, heap[0]!) < 0) {
      heap[0] = hit;
      down(0);
    }
  }
  return heap.sort(hitOrder);
}

export class MemoryPartnerStore implements PartnerStore {
  private readonly entries = new Map<string, Entry>();
  private indexes: Indexes | null = null;

  async create(input: NewPartner): Promise<Partner> {
    return clone(this.insert(input));
  }

  async createMany(inputs: NewPartner[]): Promise<number> {
    for (const p of inputs) this.insert(p);
    return inputs.length;
  }

  async get(id: string): Promise<Partner | null> {
    const entry = this.entries.get(id);
    return entry ? clone(entry.record) : null;
  }

  async list(filter: PartnerFilter = {}): Promise<Partner[]> {
    return this.matching(filter).map((e) => clone(e.record));
  }

  async count(filter: PartnerFilter = {}): Promise<number> {
    return this.matching(filter).length;
  }

  async search(query: PartnerSearch): Promise<PartnerPage<PartnerHit>> {
    const matches = this.matching(query);
    const start = query.offset ?? 0;
    const end = query.limit === undefined ? undefined : start + query.limit;
    if (!query.near) {
      return { total: matches.length, items: matches.slice(start, end).map((e) => e.summary) };
    }
    const from = query.near;
    const hits: Hit[] = matches.map((entry) => ({ entry, distance: distanceKm(from, entry.summary) }));
    const nearest = smallest(hits, end ?? hits.length).slice(start);
    return {
      total: matches.length,
      items: nearest.map(({ entry, distance }) => ({ ...entry.summary, distanceKm: distance })),
    };
  }

  async rows(query: Omit<PartnerSearch, 'near'>): Promise<PartnerPage<PartnerRow>> {
    const matches = this.matching(query);
    const start = query.offset ?? 0;
    const end = query.limit === undefined ? undefined : start + query.limit;
    const page = start === 0 && end === undefined ? matches : matches.slice(start, end);
    return { total: matches.length, items: page.map((e) => e.row) };
  }

  private insert(input: NewPartner): Partner {
    const record: Partner = {
      ...compact(clone(input)),
      id: randomUUID(),
      status: input.status ?? 'active',
      createdAt: new Date(),
    };
    this.entries.set(record.id, entryOf(record));
    this.indexes = null;
    return record;
  }

  private built(): Indexes {
    if (this.indexes) return this.indexes;
    const sorted = [...this.entries.values()].sort((a, b) => partnerOrder(a.record, b.record));
    const ix: Indexes = { sorted, byStatus: new Map(), byState: new Map(), byType: new Map(), byStateType: new Map(), grid: new Map() };
    sorted.forEach((entry, rank) => {
      const p = entry.record;
      entry.rank = rank;
      push(ix.byStatus, p.status, entry);
      push(ix.byState, p.state, entry);
      push(ix.byType, p.businessType, entry);
      push(ix.byStateType, `${p.state}\u0000${p.businessType}`, entry);
      push(ix.grid, cellKey(cellX(p.longitude), cellY(p.latitude)), entry);
    });
    this.indexes = ix;
    return ix;
  }

  /**
   * Every entry matching the search's filters, text and box, in list() order. Starts from the
   * smallest index list that covers the equality filters (or the grid cells under the box, when
   * they hold fewer entries) and tests the rest.
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

    const needle = q.text?.trim().toLowerCase() ?? '';
    const box = q.bbox;
    const test = (e: Entry): boolean => {
      const p = e.record;
      return (
        (!q.status || p.status === q.status) &&
        (!q.state || p.state === q.state) &&
        (!q.businessType || p.businessType === q.businessType) &&
        (!box || inBox(e.summary, box)) &&
        (!needle || (e.haystack.includes(needle) && matchesPartnerSearch(e.lower, needle)))
      );
    };

    if (box) {
      const cells = this.cellsUnder(box, base.length);
      if (cells) {
        const found: Entry[] = [];
        for (const cell of cells) for (const e of cell) if (test(e)) found.push(e);
        return cells.length > 1 ? found.sort((a, b) => a.rank - b.rank) : found;
      }
    }
    if (base === ix.sorted && !q.status && !q.state && !q.businessType && !box && !needle) return ix.sorted.slice();
    return base.filter(test);
  }

  /** The grid cells under a box, or null when scanning them would visit more than `budget` entries. */
  private cellsUnder(box: PartnerBox, budget: number): Entry[][] | null {
    const grid = this.built().grid;
    const [x0, x1, y0, y1] = [cellX(box.minLng), cellX(box.maxLng), cellY(box.minLat), cellY(box.maxLat)];
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > grid.size) {
      // A box wider than the occupied cells: walk the occupied cells instead of the empty ones.
      const cells: Entry[][] = [];
      let visited = 0;
      for (const [key, cell] of grid) {
        const x = key % GRID_COLS;
        const y = (key - x) / GRID_COLS;
        if (x < x0 || x > x1 || y < y0 || y > y1) continue;
        visited += cell.length;
        if (visited > budget) return null;
        cells.push(cell);
      }
      return cells;
    }
    const cells: Entry[][] = [];
    let visited = 0;
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const cell = grid.get(cellKey(x, y));
        if (!cell) continue;
        visited += cell.length;
        if (visited > budget) return null;
        cells.push(cell);
      }
    }
    return cells;
  }
}

import type { PartnerAdminSearch, PartnerKey } from '@powernest/domain';
import type { KeysetPage } from '../keyset';

/** A partner location (product.md §3). Coordinates are stored as a GeoJSON point in MongoDB. */
export interface Partner {
  id: string;
  businessName: string;
  address: string;
  city: string;
  state: string;
  businessType: string;
  contactPerson: string;
  email: string;
  phone: string;
  latitude: number;
  longitude: number;
  status: string;
  dateInstalled?: Date;
  /** The lead this partner was converted from (issue #12); at most one partner per lead. */
  leadId?: number;
  createdAt: Date;
}

export type NewPartner = Omit<Partner, 'id' | 'status' | 'createdAt'> & { status?: string };

/** What an admin edits on a partner (issue #12): the locator's fields, position and status. */
export type PartnerChanges = Partial<Omit<Partner, 'id' | 'leadId' | 'createdAt'>>;

export interface PartnerFilter {
  state?: string;
  businessType?: string;
  status?: string;
}

/** The locator's view of a partner (product.md §3): what GET /api/partners shows. */
export type PartnerSummary = Pick<
  Partner,
  'id' | 'businessName' | 'businessType' | 'address' | 'city' | 'state' | 'contactPerson' | 'phone' | 'email' | 'latitude' | 'longitude'
>;

/** A search hit; `distanceKm` (great-circle, unrounded) only when the search has `near`. */
export type PartnerHit = PartnerSummary & { distanceKm?: number };

/** Longitude/latitude rectangle, edges included; min < max (no antimeridian crossing). */
export interface PartnerBox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

export interface PartnerSearch extends PartnerFilter {
  /** `matchesPartnerSearch` semantics: blank = no filter; else the whole trimmed text occurs in the name, city or address, any case. */
  text?: string;
  bbox?: PartnerBox;
  /** Nearest first (ties: by id), each hit with `distanceKm` from the domain's `distanceKm`. */
  near?: { latitude: number; longitude: number };
  /** Page: skip `offset` matches, then at most `limit`. Without `near` the order is list() order. */
  offset?: number;
  limit?: number;
}

/** A compact row: [id, latitude, longitude, businessType, state], coordinates rounded to 5 decimals. */
export type PartnerRow = readonly [id: string, latitude: number, longitude: number, businessType: string, state: string];

export interface PartnerPage<T> {
  /** Every match before paging. */
  total: number;
  items: readonly T[];
}

/**
 * One page of the admin partners list (issue #27): whole partners in list() order, the keys of
 * the pages after (`next`) and before (`prev`) it, and the matches counted up to LIST_COUNT_MAX.
 */
export interface PartnerAdminPage extends KeysetPage<Partner, PartnerKey> {
  total: number;
  totalCapped: boolean;
}

export interface PartnerStore {
  /** Throws StoreConflictError when the lead already has a partner. */
  create(partner: NewPartner): Promise<Partner>;
  createMany(partners: NewPartner[]): Promise<number>;
  get(id: string): Promise<Partner | null>;
  /** The partners with these ids, in the ids' order (unknown ids left out): one read, not one per id. */
  getMany(ids: readonly string[]): Promise<Partner[]>;
  /** The partner converted from this lead, if any. */
  getByLead(leadId: number): Promise<Partner | null>;
  /** Applies the changes; null when there is no such partner. The locator sees them at once. */
  update(id: string, changes: PartnerChanges): Promise<Partner | null>;
  /** Sorted by state, city, business name, then id so the list (and every page) is stable. */
  list(filter?: PartnerFilter): Promise<Partner[]>;
  count(filter?: PartnerFilter): Promise<number>;
  /** The admins' partners list (active or not): its filters and text, a keyset page from `position` in list() order. */
  adminPage(search: PartnerAdminSearch): Promise<PartnerAdminPage>;
  /**
   * The locator's search: filters, text, box, nearest-first, paging. Items are read-only (the
   * memory adapter hands out shared frozen objects rather than copying 100,000 of them).
   */
  search(query: PartnerSearch): Promise<PartnerPage<PartnerHit>>;
  /** The map's compact rows for the same filters (no `near`), in list() order. Read-only. */
  rows(query: Omit<PartnerSearch, 'near'>): Promise<PartnerPage<PartnerRow>>;
  /**
   * The locator's Network Stats of the partners the filters match, counted by the store (one
   * aggregation in MongoDB) rather than read as rows: how many, how many distinct states and
   * business types, and their bounds [minLng, minLat, maxLng, maxLat] rounded as the rows are
   * (null when nothing matches).
   */
  stats(query: PartnerStatsQuery): Promise<PartnerStats>;
}

export type PartnerStatsQuery = Omit<PartnerSearch, 'near' | 'offset' | 'limit'>;

export interface PartnerStats {
  totalPartners: number;
  states: number;
  businessTypes: number;
  bounds: [minLng: number, minLat: number, maxLng: number, maxLat: number] | null;
}

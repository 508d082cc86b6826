import type { Connection, PipelineStage } from 'mongoose';
import {
  COMPACT_COORDINATE_DECIMALS,
  LIST_COUNT_MAX,
  PARTNER_SEARCH_FIELDS,
  compactPartnerRow,
  distanceKm,
  partnerKeyOf,
  partnerSearchWords,
  roundTo,
  type KeysetPosition,
  type PartnerAdminSearch,
  type PartnerKey,
} from '@powernest/domain';
import type { NewPartner, Partner, PartnerAdminPage, PartnerChanges, PartnerFilter, PartnerHit, PartnerPage, PartnerRow, PartnerSearch, PartnerStats, PartnerStatsQuery, PartnerStore, PartnerSummary } from '../ports';
import { MongoCollectionStore } from './collection-store';
import { conflictAsStoreError, equalityQuery, Schema, trusted, uuidId } from './connection';
import type { ServerFeatures } from './server-features';
import { cappedCount, keysetPage } from '../keyset';
import { keysetQuery, type KeysetOrder } from './keyset';
import { partnerMatch } from './partner-query';

interface PartnerRecord extends Omit<Partner, 'id' | 'latitude' | 'longitude'> {
  _id: string;
  /** GeoJSON point: [longitude, latitude]. */
  location: { type: 'Point'; coordinates: [number, number] };
  /** partnerSearchWords: what `q` finds the partner by (kept out of every answer). */
  searchWords?: string[];
}

const required = { type: String, required: true, trim: true };

const schema = new Schema<PartnerRecord>(
  {
    _id: uuidId,
    businessName: required,
    address: required,
    city: required,
    state: required,
    businessType: required,
    contactPerson: required,
    email: required,
    phone: required,
    location: {
      type: { type: String, enum: ['Point'], required: true, default: 'Point' },
      coordinates: { type: [Number], required: true },
    },
    status: { type: String, required: true, default: 'active' },
    dateInstalled: { type: Date },
    leadId: { type: Number },
    createdAt: { type: Date, required: true, default: Date.now },
    searchWords: { type: [String], default: undefined },
  },
  { collection: 'partners' },
);
// "Nearest partner" ($geoNear) and viewport ($geoWithin) queries need it; ARCHITECTURE asks for it.
schema.index({ location: '2dsphere' });
// The locator always asks for status "active". These two give every state/businessType
// combination an equality prefix and then list() order, so pages need no in-memory sort.
schema.index({ status: 1, state: 1, city: 1, businessName: 1, _id: 1 });
schema.index({ status: 1, businessType: 1, state: 1, city: 1, businessName: 1, _id: 1 });
// The text search (`q`, issue #27): the same two with the search words last (equality, sort,
// range), so a page is read in list order and each partner's anchored word prefixes are tested on
// the index keys, never on documents. Kept beside the two above: searchWords makes an index
// multikey (a key per word, ~8 per partner), and the searches without text (the map's counts and
// pages) keep reading one key per partner.
schema.index({ status: 1, state: 1, city: 1, businessName: 1, _id: 1, searchWords: 1 });
schema.index({ status: 1, businessType: 1, state: 1, city: 1, businessName: 1, _id: 1, searchWords: 1 });
// The admin partners list (issue #27) also lists partners of any status, by state or not: list()
// order from the first key (a keyset page starts at its cursor's key, the `_id` tiebreaker last),
// with the search words after it for `q`. With a status it reads the indexes above.
schema.index({ state: 1, city: 1, businessName: 1, _id: 1 });
schema.index({ state: 1, city: 1, businessName: 1, _id: 1, searchWords: 1 });
// One partner per converted lead; partners added by hand have no lead.
schema.index({ leadId: 1 }, { unique: true, sparse: true });

/** list() order; `_id` last so equal names still page deterministically. */
const LIST_ORDER = { state: 1, city: 1, businessName: 1, _id: 1 } as const;
/** The same order as a keyset order (the admin list's pages). */
const LIST_KEYSET: KeysetOrder = [['state', 'city', 'businessName'], 1];

/** Only what the locator shows (product.md §3), never status, dates or the version key. */
const SUMMARY_FIELDS = { businessName: 1, businessType: 1, address: 1, city: 1, state: 1, contactPerson: 1, phone: 1, email: 1, 'location.coordinates': 1 } as const;
const ROW_FIELDS = { businessType: 1, state: 1, 'location.coordinates': 1 } as const;

type SummaryRecord = Pick<PartnerRecord, '_id' | 'businessName' | 'businessType' | 'address' | 'city' | 'state' | 'contactPerson' | 'phone' | 'email'> & {
  location: { coordinates: [number, number] };
};

function toSummary(doc: SummaryRecord): PartnerSummary {
  return {
    id: doc._id,
    businessName: doc.businessName,
    businessType: doc.businessType,
    address: doc.address,
    city: doc.city,
    state: doc.state,
    contactPerson: doc.contactPerson,
    phone: doc.phone,
    email: doc.email,
    latitude: doc.location.coordinates[1],
    longitude: doc.location.coordinates[0],
  };
}

/** Reads of whole partners leave the search words in the store. */
const WITHOUT_WORDS = { searchWords: 0 } as const;

function toPartner(doc: PartnerRecord): Partner {
  const { _id, location, searchWords: _words, ...rest } = doc as PartnerRecord & { __v?: number };
  delete (rest as { __v?: number }).__v;
  return { id: _id, ...rest, longitude: location.coordinates[0], latitude: location.coordinates[1] };
}

/** A new partner as stored: a GeoJSON point, and its search words (seed data and tooling alike). */
function toRecord({ latitude, longitude, ...rest }: NewPartner): Omit<PartnerRecord, '_id' | 'createdAt' | 'status'> & { status?: string } {
  return { ...rest, location: { type: 'Point', coordinates: [longitude, latitude] }, searchWords: partnerSearchWords(rest) };
}

type SearchedFields = Pick<PartnerRecord, (typeof PARTNER_SEARCH_FIELDS)[number]>;
const SEARCHED_FIELDS = Object.fromEntries(PARTNER_SEARCH_FIELDS.map((field) => [field, 1])) as Record<keyof SearchedFields, 1>;

function query(f: PartnerFilter): Record<string, string> {
  return equalityQuery(f, ['state', 'businessType', 'status']);
}

export class MongoPartnerStore extends MongoCollectionStore<PartnerRecord> implements PartnerStore {
  constructor(
    conn: Connection,
    private readonly features: ServerFeatures,
  ) {
    super(conn, 'Partner', schema);
  }

  async create(input: NewPartner): Promise<Partner> {
    const doc = await conflictAsStoreError(() => this.model.create(toRecord(input)));
    return toPartner(doc.toObject());
  }

  async createMany(inputs: NewPartner[]): Promise<number> {
    const docs = await this.model.insertMany(inputs.map(toRecord));
    return docs.length;
  }

  async get(id: string): Promise<Partner | null> {
    const doc = await this.model.findById(id, WITHOUT_WORDS).lean<PartnerRecord>();
    return doc ? toPartner(doc) : null;
  }

  async getMany(ids: readonly string[]): Promise<Partner[]> {
    if (ids.length === 0) return [];
    const docs = await this.model.find({ _id: trusted({ $in: [...ids] }) }, WITHOUT_WORDS).lean<PartnerRecord[]>();
    const byId = new Map(docs.map((doc) => [String(doc._id), toPartner(doc)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async getByLead(leadId: number): Promise<Partner | null> {
    const doc = await this.model.findOne({ leadId }, WITHOUT_WORDS).lean<PartnerRecord>();
    return doc ? toPartner(doc) : null;
  }

  async update(id: string, { latitude, longitude, ...changes }: PartnerChanges): Promise<Partner | null> {
    const moves = latitude !== undefined || longitude !== undefined;
    const renames = PARTNER_SEARCH_FIELDS.some((field) => changes[field] !== undefined);
    for (;;) {
      const set: Record<string, unknown> = { ...changes };
      const filter: Record<string, unknown> = { _id: id };
      if (moves || renames) {
        const current = await this.model.findById(id, { location: 1, ...SEARCHED_FIELDS }).lean<Pick<PartnerRecord, 'location'> & SearchedFields>();
        if (!current) return null;
        if (moves) set.location = { type: 'Point', coordinates: [longitude ?? current.location.coordinates[0], latitude ?? current.location.coordinates[1]] };
        if (renames) {
          // The words come from the whole partner: the searched fields this change leaves are the
          // ones just read, and the write only happens while they still hold those values.
          const searched = { ...current };
          for (const field of PARTNER_SEARCH_FIELDS) {
            const value = changes[field];
            if (value !== undefined) searched[field] = value;
            else filter[field] = current[field];
          }
          set.searchWords = partnerSearchWords(searched);
        }
      }
      const doc = await this.model.findOneAndUpdate(filter, { $set: set }, { returnDocument: 'after', runValidators: true }).lean<PartnerRecord>();
      if (doc) return toPartner(doc);
      // Gone, or another edit renamed it since it was read: read it again.
      if (!renames) return null;
    }
  }

  async list(filter: PartnerFilter = {}): Promise<Partner[]> {
    const docs = await this.model.find(query(filter), WITHOUT_WORDS).sort(LIST_ORDER).lean<PartnerRecord[]>();
    return docs.map(toPartner);
  }

  async count(filter: PartnerFilter = {}): Promise<number> {
    return this.model.countDocuments(query(filter));
  }

  /**
   * A keyset page of the admin list (issue #27): whole partners after or before the cursor's key
   * in list() order, and the matches counted up to one past LIST_COUNT_MAX.
   */
  async adminPage(search: PartnerAdminSearch): Promise<PartnerAdminPage> {
    const filter = () => partnerMatch({ status: search.status, state: search.state, text: search.text }, { forQuery: true, withPolygon: false });
    const read = async (position: KeysetPosition<PartnerKey> | undefined, limit: number) => {
      const keyset = keysetQuery(LIST_KEYSET, position);
      const docs = await this.model.find({ ...filter(), ...keyset.filter }, WITHOUT_WORDS).sort(keyset.sort).limit(limit).lean<PartnerRecord[]>();
      return docs.map(toPartner);
    };
    const [page, counted] = await Promise.all([keysetPage(read, partnerKeyOf, search.position, search.limit), this.model.countDocuments(filter()).limit(LIST_COUNT_MAX + 1).exec()]);
    return { ...page, ...cappedCount(counted, LIST_COUNT_MAX) };
  }

  async search(q: PartnerSearch): Promise<PartnerPage<PartnerHit>> {
    if (!q.near) {
      const [docs, total] = await this.page(q, () =>
        this.model.find(partnerMatch(q, { forQuery: true, withPolygon: this.features.geo }), SUMMARY_FIELDS).sort(LIST_ORDER).skip(q.offset ?? 0).limit(q.limit ?? 0).lean<SummaryRecord[]>().exec(),
      );
      return { total, items: docs.map(toSummary) };
    }
    const from = q.near;
    if (!this.features.geo) return this.nearestWithoutGeoIndex(q, from);
    const pipeline: PipelineStage[] = [
      {
        // Nearest first over the 2dsphere index. Its distances use MongoDB's Earth radius
        // (6378.1 km); the reported distanceKm comes from the domain's haversine (mean radius
        // 6371.0088 km) so both stores answer the same. The order is the same either way.
        $geoNear: {
          near: { type: 'Point', coordinates: [from.longitude, from.latitude] },
          distanceField: 'distanceMeters',
          spherical: true,
          key: 'location',
          query: partnerMatch(q, { forQuery: false, withPolygon: false }),
        },
      },
    ];
    if (q.offset) pipeline.push({ $skip: q.offset });
    if (q.limit !== undefined) pipeline.push({ $limit: q.limit });
    pipeline.push({ $project: SUMMARY_FIELDS });
    const [docs, total] = await this.page(q, () => this.model.aggregate<SummaryRecord>(pipeline).exec());
    return {
      total,
      items: docs.map((doc) => {
        const summary = toSummary(doc);
        return { ...summary, distanceKm: distanceKm(from, summary) };
      }),
    };
  }

  /**
   * Nearest first on a server without $geoNear (FerretDB: CI's server, docs/production-store.md):
   * every matching partner is read (their fields and place only) and ordered by the domain's
   * great-circle distance here, ties in list order. Linear in the matches: right for a test
   * server and a network of thousands; production's MongoDB walks the 2dsphere index instead.
   */
  private async nearestWithoutGeoIndex(q: PartnerSearch, from: { latitude: number; longitude: number }): Promise<PartnerPage<PartnerHit>> {
    const docs = await this.model.find(partnerMatch(q, { forQuery: true, withPolygon: false }), SUMMARY_FIELDS).sort(LIST_ORDER).lean<SummaryRecord[]>().exec();
    const hits = docs.map((doc) => {
      const summary = toSummary(doc);
      return { ...summary, distanceKm: distanceKm(from, summary) };
    });
    // A stable sort: equal distances keep list order.
    hits.sort((a, b) => a.distanceKm - b.distanceKm);
    const start = q.offset ?? 0;
    return { total: hits.length, items: hits.slice(start, q.limit === undefined ? undefined : start + q.limit) };
  }

  async rows(q: Omit<PartnerSearch, 'near'>): Promise<PartnerPage<PartnerRow>> {
    const [docs, total] = await this.page(q, () =>
      this.model
        .find(partnerMatch(q, { forQuery: true, withPolygon: this.features.geo }), ROW_FIELDS)
        .sort(LIST_ORDER)
        .skip(q.offset ?? 0)
        .limit(q.limit ?? 0)
        .lean<Pick<SummaryRecord, '_id' | 'businessType' | 'state' | 'location'>[]>()
        .exec(),
    );
    return {
      total,
      items: docs.map((d) =>
        compactPartnerRow({ id: d._id, latitude: d.location.coordinates[1], longitude: d.location.coordinates[0], businessType: d.businessType, state: d.state }),
      ),
    };
  }

  async stats(q: PartnerStatsQuery): Promise<PartnerStats> {
    // The matches counted per state and business type (a few rows, bounded by the pairs that
    // exist, never the partners), and the four edges of the box, each the first match in one
    // order. Plain `$sum` groups and sorted reads: FerretDB has no `$min`, `$max` or `$addToSet`.
    const edge = async (axis: 0 | 1, direction: 1 | -1) => {
      const [doc] = await this.model
        .find(partnerMatch(q, { forQuery: true, withPolygon: this.features.geo }), { 'location.coordinates': 1 })
        .sort({ [`location.coordinates.${axis}`]: direction })
        .limit(1)
        .lean<PartnerRecord[]>();
      return doc?.location.coordinates[axis];
    };
    const [groups, minLng, minLat, maxLng, maxLat] = await Promise.all([
      this.model
        .aggregate<{ _id: { state: string; businessType: string }; n: number }>([
          { $match: partnerMatch(q, { forQuery: false, withPolygon: this.features.geo }) },
          { $group: { _id: { state: '$state', businessType: '$businessType' }, n: { $sum: 1 } } },
        ])
        .exec(),
      edge(0, 1),
      edge(1, 1),
      edge(0, -1),
      edge(1, -1),
    ]);
    const total = groups.reduce((sum, group) => sum + group.n, 0);
    if (total === 0 || minLng === undefined || minLat === undefined || maxLng === undefined || maxLat === undefined) return { totalPartners: 0, states: 0, businessTypes: 0, bounds: null };
    const r = (n: number) => roundTo(n, COMPACT_COORDINATE_DECIMALS);
    return {
      totalPartners: total,
      states: new Set(groups.map((group) => group._id.state)).size,
      businessTypes: new Set(groups.map((group) => group._id.businessType)).size,
      bounds: [r(minLng), r(minLat), r(maxLng), r(maxLat)],
    };
  }

  /**
   * Runs the page query, and beside it a count of every match only when the answer is paged.
   * The count gets a filter of its own: mongoose casts (and may rewrite) the filter it is given.
   */
  private async page<T>(q: PartnerSearch, load: () => Promise<T[]>): Promise<[T[], number]> {
    const paged = q.limit !== undefined || (q.offset ?? 0) > 0;
    if (!paged) {
      const docs = await load();
      return [docs, docs.length];
    }
    return Promise.all([load(), this.model.countDocuments(partnerMatch(q, { forQuery: true, withPolygon: this.features.geo })).exec()]);
  }
}

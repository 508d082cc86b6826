import type { Collection, Connection } from 'mongoose';
import type { LeadSourceGrouping, LeadSourcesSearch, PageViewCount, PageViewTally } from '@powernest/domain';
import type { PageViewStore } from '../ports';
import { MongoCollectionStore } from './collection-store';
import { Schema } from './connection';

type PageViewRecord = PageViewCount;

const schema = new Schema<PageViewRecord>(
  {
    day: { type: String, required: true },
    page: { type: String, required: true },
    language: { type: String, required: true },
    source: { type: String, required: true },
    medium: { type: String, required: true },
    campaign: { type: String, required: true },
    views: { type: Number, required: true },
  },
  { collection: 'pageviews', versionKey: false },
);
// One counter per key (the upserts' filter); the report reads a range of days from its prefix.
schema.index({ day: 1, page: 1, language: 1, source: 1, medium: 1, campaign: 1 }, { unique: true, name: 'counter_key' });

/** The fields a grouping sums over. */
const GROUP_FIELDS: Record<LeadSourceGrouping, readonly (keyof PageViewRecord)[]> = {
  campaign: ['source', 'medium', 'campaign'],
  landing: ['page'],
  language: ['language'],
};

export class MongoPageViewStore extends MongoCollectionStore<PageViewRecord> implements PageViewStore {
  private readonly collection: Collection<PageViewRecord>;

  constructor(conn: Connection) {
    super(conn, 'PageView', schema);
    // The driver's own collection: the filters and pipeline are ours, built from checked values.
    this.collection = this.model.collection as unknown as Collection<PageViewRecord>;
  }

  async add(counts: readonly PageViewCount[]): Promise<void> {
    if (counts.length === 0) return;
    // One $inc upsert per counter, unordered: one round trip for the whole batch.
    await this.collection.bulkWrite(
      counts.map(({ views, ...key }) => ({ updateOne: { filter: key, update: { $inc: { views } }, upsert: true } })),
      { ordered: false },
    );
  }

  async tallies(search: LeadSourcesSearch): Promise<PageViewTally[]> {
    const day = { ...(search.fromDay ? { $gte: search.fromDay } : {}), ...(search.toDay ? { $lte: search.toDay } : {}) };
    const fields = GROUP_FIELDS[search.by];
    const rows = await this.collection
      .aggregate<Record<string, unknown> & { views: number }>([
        ...(Object.keys(day).length ? [{ $match: { day } }] : []),
        { $group: { _id: Object.fromEntries(fields.map((f) => [f, `$${f}`])), views: { $sum: '$views' } } },
      ])
      .toArray();
    return rows.map(({ _id, views }) => {
      const group = _id as Record<string, string>;
      if (search.by === 'landing') return { landingPage: group.page!, views };
      if (search.by === 'language') return { language: group.language!, views };
      return { source: group.source!, medium: group.medium!, campaign: group.campaign!, views };
    });
  }
}

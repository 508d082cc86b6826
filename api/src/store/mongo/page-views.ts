import type { Collection, Connection } from 'mongoose';
import type { LeadSourceGrouping, LeadSourcesSearch, PageViewCount, PageViewTally } from '@powernest/domain';
import type { PageViewStore } from '../ports';
import { MongoCollectionStore } from './collection-store';
import { Schema } from './connection';

/** A counter: its key as its `_id` (so an upsert finds it by `_id`, which FerretDB looks up without a scan), and its fields for the report. */
type PageViewRecord = PageViewCount & { _id: string };

const schema = new Schema<PageViewRecord>(
  {
    _id: { type: String, required: true },
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
// The report reads a range of days.
schema.index({ day: 1 });

/** A counter's `_id`: its key's fields, in order (a separator no field holds: the schema refuses control characters). */
const idOf = (c: Omit<PageViewCount, 'views'>) => [c.day, c.page, c.language, c.source, c.medium, c.campaign].join('\u0001');

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
    // One $inc upsert per counter, by its `_id`, unordered: one round trip for the whole batch.
    // MongoDB finds each by its `_id` index; FerretDB (SQLite) reads the collection for each
    // update, so there a batch costs its size times the counters stored (docs/lead-sources.md).
    await this.collection.bulkWrite(
      counts.map(({ views, ...key }) => ({ updateOne: { filter: { _id: idOf(key) }, update: { $inc: { views }, $setOnInsert: key }, upsert: true } })),
      { ordered: false },
    );
  }

  /**
   * Counters stored as new, in one insert per thousand (no upsert): how the bench fills the
   * collection, since FerretDB's upserts read every counter (docs/lead-sources.md).
   */
  async insertNew(counts: readonly PageViewCount[]): Promise<void> {
    for (let at = 0; at < counts.length; at += 1000) await this.collection.insertMany(counts.slice(at, at + 1000).map((count) => ({ ...count, _id: idOf(count) })));
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

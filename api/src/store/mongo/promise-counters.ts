// The dashboard's promise card kept as counters (issue #45; docs/promises.md), so reading it costs
// the days of its window, not its leads. Per arrival day (the UTC day of a lead's createdAt) and
// promise: how many were kept, kept late, and still owed by the UTC hour they fall due (settledState:
// what stands whatever the clock says; closed ones count nowhere). Reading at `now`: an owed
// promise due in an hour before now's is broken, after it open (owedState, one instant of that hour
// speaking for all of it); those due in now's own hour are read one by one from `owedpromises`,
// OWED_SHARDS documents per due hour holding the promises still owed that fall due in it, read by
// their `_id`s (FerretDB finds a document by its `_id` without reading the others; a filter on a
// field reads the collection). A lead's change is written with the change of the counters
// it makes (`pendingTallies` on the lead, in the lead's own write), which is then applied here and
// dropped from the lead, as the lead's e-mails are relayed (leads.ts: relay).
import type { Collection } from 'mongodb';
import type { Connection, Model } from 'mongoose';
import {
  DAY_MS,
  PROMISE_KINDS,
  emptyTallies,
  owedState,
  settledState,
  tallyState,
  type LeadPromise,
  type LeadPromises,
  type PromiseKind,
  type PromiseTally,
} from '@powernest/domain';
import { Schema, duplicateKeyField, trusted } from './connection';

/** A UTC day, `YYYY-MM-DD`: the counters' keys. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const startOf = (day: string) => new Date(`${day}T00:00:00Z`);
/** A UTC hour, `YYYY-MM-DDTHH`: the owed promises' keys. */
const hourOf = (at: Date) => at.toISOString().slice(0, 13);
const hourStart = (hour: string) => new Date(`${hour}:00:00Z`);
/**
 * An hour's owed promises are split by lead id over this many documents: FerretDB finds a field
 * of a document by reading its fields in turn, so an import's hundred thousand leads (arriving in
 * one hour, due in one) set into one document took it minutes; split, a sixteenth of that.
 */
const OWED_SHARDS = 16;
const owedId = (hour: string, leadId: number) => `${hour}~${leadId % OWED_SHARDS}`;

/** The first UTC midnight at or after `at`: from there on the card reads counters of whole days. */
export const firstWholeDay = (at: Date) => {
  const start = startOf(dayOf(at));
  return start.getTime() === at.getTime() ? start : new Date(start.getTime() + DAY_MS);
};

/** An hour's owed promises (`_id`: owedId, the hour they fall due and a share of the leads): per promise, by lead id, when the lead arrived and when the promise falls due. */
type OwedRecord = { _id: string } & Partial<Record<PromiseKind, Record<string, [arrived: Date, due: Date]>>>;

/** A promise of a lead owed from now on (`at`), or no longer (none), in the owed promises of its due hour. */
interface OwedChange {
  kind: PromiseKind;
  hour: string;
  at?: [arrived: Date, due: Date];
}

/** What one change of a lead does to the counters and to its owed promises. */
export interface PendingTally {
  /** When the change was written (the writer's clock): the worker's poll applies only changes older than a minute (leads.ts: RELAY_TALLIES_AFTER_MS). */
  at: Date;
  day: string;
  /** Counter, by how much (a list: a stored document's keys hold no '.'). */
  inc: { counter: string; by: number }[];
  owed: OwedChange[];
}

/** The counter a promise adds one to on its lead's arrival day (none: closed). */
function counterOf(kind: PromiseKind, promise: LeadPromise): string | null {
  const settled = settledState(promise);
  if (settled === 'closed') return null;
  return settled === 'owed' ? `${kind}.owed.${hourOf(promise.dueAt)}` : `${kind}.${settled}`;
}

/**
 * What a lead's promises moving from `before` to `after` changes (a new lead: from none), or null
 * when nothing counted changed (a status move that kept nothing, an assignment).
 */
export function tallyChange(createdAt: Date, before: LeadPromises | undefined, after: LeadPromises, writtenAt: Date): PendingTally | null {
  const inc: PendingTally['inc'] = [];
  const owed: OwedChange[] = [];
  for (const kind of PROMISE_KINDS) {
    const [was, is] = [before?.[kind], after[kind]];
    const [from, to] = [was && counterOf(kind, was), is && counterOf(kind, is)];
    if (from === to) continue;
    if (from) inc.push({ counter: from, by: -1 });
    if (to) inc.push({ counter: to, by: 1 });
    if (was && settledState(was) === 'owed') owed.push({ kind, hour: hourOf(was.dueAt) });
    if (is && settledState(is) === 'owed') owed.push({ kind, hour: hourOf(is.dueAt), at: [createdAt, is.dueAt] });
  }
  return inc.length === 0 ? null : { at: writtenAt, day: dayOf(createdAt), inc, owed };
}

/** The `$inc` of counter changes, added to `to`'s. */
function incOf(changes: PendingTally['inc'], to: Record<string, number> = {}): Record<string, number> {
  for (const { counter, by } of changes) to[counter] = (to[counter] ?? 0) + by;
  return to;
}

/** Where the counters and the owed promises are kept. */
export const PROMISE_COUNTER_COLLECTIONS = { counters: 'promisecounters', owed: 'owedpromises' } as const;

/** A day's counters: per promise, kept and late counts and owed ones by due hour; `applied` marks the changes already added (`<lead id>_<change>`). */
type CounterRecord = { _id: string } & Partial<Record<PromiseKind, { kept?: number; late?: number; owed?: Record<string, number> }>> & { applied?: Record<string, true> };

const counterSchema = new Schema<CounterRecord>({ _id: String }, { collection: PROMISE_COUNTER_COLLECTIONS.counters, strict: false, versionKey: false });
const owedSchema = new Schema<OwedRecord>({ _id: String }, { collection: PROMISE_COUNTER_COLLECTIONS.owed, strict: false, versionKey: false });

/** The counters' writes, on the collections themselves (the store's, or a migration's Db). */
export class MongoPromiseCounters {
  constructor(
    private readonly counters: Collection<CounterRecord>,
    private readonly owed: Collection<OwedRecord>,
  ) {}

  /**
   * Applies one change of lead `leadId` (`change`: its id on the lead). Again after a crash adds
   * nothing twice: the counter document is changed only while it lacks the change's mark (an
   * upsert that finds it marked fails on the day's `_id`), and an owed promise is set or removed.
   * The write that made the change drops the mark once the lead no longer holds it (`forget`);
   * the worker's poll leaves it (two polls may apply one change at once).
   */
  async apply(leadId: number, change: string, pending: PendingTally): Promise<void> {
    const mark = `applied.${leadId}_${change}`;
    try {
      await this.counters.updateOne({ _id: pending.day, [mark]: { $exists: false } }, { $inc: incOf(pending.inc), $set: { [mark]: true } }, { upsert: true });
    } catch (error) {
      if (duplicateKeyField(error) === null) throw error;
    }
    // One at a time, in order: a promise may leave one hour's document and enter another's.
    for (const { kind, hour, at } of pending.owed) {
      const field = `${kind}.${leadId}`;
      await this.owed.updateOne({ _id: owedId(hour, leadId) }, at ? { $set: { [field]: at } } : { $unset: { [field]: 1 } }, { upsert: at !== undefined });
    }
  }

  /** Drops a change's mark: the lead no longer holds it, so it is never applied again. */
  async forget(leadId: number, change: string, day: string): Promise<void> {
    await this.counters.updateOne({ _id: day }, { $unset: { [`applied.${leadId}_${change}`]: 1 } });
  }

  /**
   * Adds new leads at once (an import: the leads were inserted without a pending change, so
   * nothing marks them): one `$inc` per arrival day, one `$set` per due hour of their owed promises.
   */
  async addNew(leads: readonly { id: number; createdAt: Date; promises: LeadPromises }[]): Promise<void> {
    const byDay = new Map<string, Record<string, number>>();
    const byHour = new Map<string, Record<string, [Date, Date]>>();
    for (const lead of leads) {
      const change = tallyChange(lead.createdAt, undefined, lead.promises, lead.createdAt);
      if (!change) continue;
      byDay.set(change.day, incOf(change.inc, byDay.get(change.day)));
      for (const { kind, hour, at } of change.owed) {
        if (!at) continue;
        const set = byHour.get(owedId(hour, lead.id)) ?? {};
        set[`${kind}.${lead.id}`] = at;
        byHour.set(owedId(hour, lead.id), set);
      }
    }
    for (const [day, inc] of byDay) await this.counters.updateOne({ _id: day }, { $inc: inc }, { upsert: true });
    for (const [_id, set] of byHour) await this.owed.updateOne({ _id }, { $set: set }, { upsert: true });
  }

  /**
   * Builds every counter and owed promise again from the leads (the migration; and after an
   * import that stopped halfway): what a lead's changes would have added, each lead once.
   */
  async rebuild(leads: AsyncIterable<{ _id: number; createdAt: Date; promises?: LeadPromises }>): Promise<void> {
    await this.counters.deleteMany({});
    await this.owed.deleteMany({});
    let batch: { id: number; createdAt: Date; promises: LeadPromises }[] = [];
    for await (const lead of leads) {
      if (!lead.promises) continue;
      batch.push({ id: lead._id, createdAt: lead.createdAt, promises: lead.promises });
      if (batch.length === 5000) {
        await this.addNew(batch);
        batch = [];
      }
    }
    await this.addNew(batch);
  }
}

/** The store's: the counters kept with each change of a lead, and the card read from them (through the models, as every read of the store). */
export class MongoPromiseCard extends MongoPromiseCounters {
  private readonly counterModel: Model<CounterRecord>;
  private readonly owedModel: Model<OwedRecord>;

  constructor(conn: Connection) {
    const counterModel = conn.model<CounterRecord>('PromiseCounter', counterSchema);
    const owedModel = conn.model<OwedRecord>('OwedPromise', owedSchema);
    // Written through the driver's own collections: the updates are ours, built from the domain's states.
    super(counterModel.collection as unknown as Collection<CounterRecord>, owedModel.collection as unknown as Collection<OwedRecord>);
    this.counterModel = counterModel;
    this.owedModel = owedModel;
  }

  /** Whether a lead that arrived on the UTC day of `on` has a promise the card counts: if none, reading that day's leads adds nothing. */
  async anyCounted(on: Date): Promise<boolean> {
    const counts = await this.counterModel.findById(dayOf(on), { applied: 0 }).lean<CounterRecord>();
    return PROMISE_KINDS.some((kind) => {
      const { kept = 0, late = 0, owed = {} } = counts?.[kind] ?? {};
      return kept !== 0 || late !== 0 || Object.values(owed).some((n) => n !== 0);
    });
  }

  /**
   * The card's tallies of the leads that arrived from `from` (a UTC midnight: firstWholeDay) on,
   * at `now`: the counters of each day, and the owed promises due in now's hour one by one.
   */
  async tallies(from: Date, now: Date): Promise<Record<PromiseKind, PromiseTally>> {
    const tallies = emptyTallies();
    const thisHour = hourOf(now);
    const days = await this.counterModel.find({ _id: trusted({ $gte: dayOf(from) }) }, { applied: 0 }).lean<CounterRecord[]>();
    for (const day of days) {
      for (const kind of PROMISE_KINDS) {
        const counts = day[kind];
        if (!counts) continue;
        tallyState(tallies[kind], 'kept', counts.kept ?? 0);
        tallyState(tallies[kind], 'late', counts.late ?? 0);
        for (const [due, n] of Object.entries(counts.owed ?? {})) if (due !== thisHour) tallyState(tallies[kind], owedState(hourStart(due), now), n);
      }
    }
    // One query for the hour's documents: FerretDB reads the collection once for it, not once per document.
    const shards = Array.from({ length: OWED_SHARDS }, (_, shard) => owedId(thisHour, shard));
    for (const dueThisHour of await this.owedModel.find({ _id: trusted({ $in: shards }) }).lean<OwedRecord[]>()) {
      for (const kind of PROMISE_KINDS) {
        for (const [arrived, due] of Object.values(dueThisHour[kind] ?? {})) if (arrived >= from) tallyState(tallies[kind], owedState(due, now));
      }
    }
    return tallies;
  }
}

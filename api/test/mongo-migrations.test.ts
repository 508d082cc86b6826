// The versioned migrations (migrate-mongo) that replaced the start-up backfills, run against an
// in-memory stand-in for a collection (no mongod here): what they write, and that a second run
// writes nothing (migrate-mongo runs each once; a re-run must still be harmless).
import type { Db } from 'mongodb';
import { NO_PROMISE_DUE, leadMatchKeys, leadSearchWords, partnerSearchWords } from '@powernest/domain';
import { up as addLeadStates } from '../src/store/mongo/migrations/20261126000000-lead-state';
import { up as addLeadMatchKeys } from '../src/store/mongo/migrations/20261126000001-lead-match-keys';
import { up as addLeadSearchWords } from '../src/store/mongo/migrations/20261126000002-lead-search-words';
import { up as addPartnerSearchWords } from '../src/store/mongo/migrations/20261126000003-partner-search-words';
import { up as refreshLeadSearchWords } from '../src/store/mongo/migrations/20261204000000-lead-search-words-phones-emails';
import { up as addPromiseDue } from '../src/store/mongo/migrations/20261208000010-lead-promise-due';

type Doc = Record<string, unknown> & { _id: number | string };

/** `find({ field: { $exists: false } })` (or `find({})`: every document) and `bulkWrite` of `updateOne` `$set`s, over an array; `collections` names what was asked for. */
function collectionOf(docs: Doc[]) {
  const collections: string[] = [];
  const writes: unknown[] = [];
  const collection = {
    find(filter: Record<string, unknown>) {
      const [field] = Object.keys(filter);
      return (async function* () {
        for (const doc of docs) if (field === undefined || !(field in doc)) yield { ...doc };
      })();
    },
    async bulkWrite(ops: { updateOne: { filter: { _id: number | string }; update: { $set: Record<string, unknown> } } }[]) {
      writes.push(...ops);
      for (const { updateOne } of ops) Object.assign(docs.find((d) => d._id === updateOne.filter._id)!, updateOne.update.$set);
    },
  };
  const db = {
    collection: (name: string) => {
      collections.push(name);
      return collection;
    },
  };
  /** How many writes a run of `migration` makes (0: it found nothing left to do). */
  const writesBy = async (migration: (db: Db) => Promise<unknown>) => {
    const before = writes.length;
    await migration(db as unknown as Db);
    return writes.length - before;
  };
  return { db: db as unknown as Db, docs, writes, collections, writesBy };
}

const lead = (id: number, location: string, extra: Record<string, unknown> = {}): Doc => ({
  _id: id,
  businessName: `Shop ${id}`,
  email: `shop${id}@example.com`,
  phone: `512555010${id}`,
  location,
  ...extra,
});

test('lead states: a lead without one gets it from its location; others and unreadable locations are left alone; a second run writes nothing', async () => {
  const { db, docs, writesBy } = collectionOf([lead(1, 'Austin, TX'), lead(2, 'Somewhere'), lead(3, 'Miami, FL', { state: 'FL' })]);
  await addLeadStates(db);
  expect(docs.map((d) => d.state)).toEqual(['TX', undefined, 'FL']);
  expect(await writesBy(addLeadStates)).toBe(0);
});

test('promise due times (issue #45): a lead stored before promises owes none and sorts last; others are left alone; a second run writes nothing', async () => {
  const due = new Date('2027-03-16T14:00:00Z');
  const { db, docs, writesBy } = collectionOf([lead(1, 'Austin, TX'), lead(2, 'Miami, FL', { promiseDueAt: due })]);
  await addPromiseDue(db);
  expect(docs.map((d) => d.promiseDueAt)).toEqual([NO_PROMISE_DUE, due]);
  expect(await writesBy(addPromiseDue)).toBe(0);
});

test('lead match keys: every lead without them gets leadMatchKeys of its own fields; a second run writes nothing', async () => {
  const kept = ['kept'];
  const { db, docs, writesBy } = collectionOf([lead(1, 'Austin, TX'), lead(2, 'Miami, FL', { matchKeys: kept })]);
  await addLeadMatchKeys(db);
  expect(docs[0]!.matchKeys).toEqual(leadMatchKeys(docs[0] as never));
  expect(docs[1]!.matchKeys).toBe(kept);
  expect(await writesBy(addLeadMatchKeys)).toBe(0);
});

test('lead search words: every lead without them gets leadSearchWords of its own fields; a second run writes nothing', async () => {
  const kept = ['kept'];
  const { db, docs, writesBy } = collectionOf([
    lead(1, 'Austin, TX', { contactPerson: 'José Núñez' }),
    lead(2, 'Miami, FL', { contactPerson: 'Ana', searchWords: kept }),
  ]);
  await addLeadSearchWords(db);
  expect(docs[0]!.searchWords).toEqual(leadSearchWords(docs[0] as never));
  expect(docs[0]!.searchWords).toEqual(expect.arrayContaining(['shop', '1', 'jose', 'nunez', 'shop1', 'example', 'com', '5125550101', 'austin', 'tx']));
  expect(docs[1]!.searchWords).toBe(kept);
  expect(await writesBy(addLeadSearchWords)).toBe(0);
});

test('partner search words: every partner without them gets partnerSearchWords of its name, city and address; a second run writes nothing', async () => {
  const kept = ['kept'];
  const { db, docs, writesBy, collections } = collectionOf([
    { _id: 'p1', businessName: "Joe's Café", city: 'San Antonio', address: '12 Río Grande St' },
    { _id: 'p2', businessName: 'Kept', city: 'Austin', address: '1 Main St', searchWords: kept },
  ]);
  await addPartnerSearchWords(db);
  expect(new Set(collections)).toEqual(new Set(['partners']));
  expect(docs[0]!.searchWords).toEqual(partnerSearchWords(docs[0] as never));
  expect(docs[0]!.searchWords).toEqual(['12', 'antonio', 'cafe', 'grande', 'joe', 'rio', 's', 'san', 'st']);
  expect(docs[1]!.searchWords).toBe(kept);
  expect(await writesBy(addPartnerSearchWords)).toBe(0);
});

test('lead search words again (issue #29): every lead gets the phone digit runs and e-mail parts it is now found by; leads already up to date are not written', async () => {
  const current = lead(3, 'Austin, TX', { contactPerson: 'Ana', phone: '(512) 555-0103' });
  current.searchWords = leadSearchWords(current as never);
  const { db, docs, writes } = collectionOf([
    lead(1, 'Austin, TX', { contactPerson: 'Dana', phone: '+1 (512) 555-0101', searchWords: ['dana', '512', '555', '0101', '15125550101', '5125550101'] }),
    lead(2, 'Miami, FL', { contactPerson: 'Lee', email: 'lee.park@blue-door.example' }),
    current,
  ]);
  await refreshLeadSearchWords(db);
  expect(docs[0]!.searchWords).toEqual(expect.arrayContaining(['5550101', '0101', '15125550101', 'shop1']));
  expect(docs[1]!.searchWords).toEqual(expect.arrayContaining(['leepark', 'bluedoor', 'lee', 'park']));
  expect(writes).toHaveLength(2);
  await refreshLeadSearchWords(db);
  expect(writes).toHaveLength(2);
});

describe('the status-led indexes from before the follow-ups (issue #29)', () => {
  it('are dropped, and only they: the new ones, the others and a second run are left alone', async () => {
    const { up } = await import('../src/store/mongo/migrations/20261205000000-lead-status-indexes-before-follow-ups');
    const indexes = [
      { name: '_id_', key: { _id: 1 } },
      { name: 'status_1_createdAt_-1', key: { status: 1, createdAt: -1 } },
      { name: 'old_status_sort', key: { status: 1, _id: 1, createdAt: 1, searchWords: 1 } },
      { name: 'old_status_name', key: { status: 1, businessName: 1, _id: 1, createdAt: 1, searchWords: 1 } },
      { name: 'new_status_name', key: { status: 1, businessName: 1, _id: 1, createdAt: 1, searchWords: 1, followUpAt: 1 } },
      { name: 'type_name', key: { businessType: 1, businessName: 1, _id: 1, createdAt: 1, searchWords: 1 } },
    ];
    const dropped: string[] = [];
    const leads = {
      listIndexes: () => ({ toArray: async () => indexes.filter((i) => !dropped.includes(i.name)) }),
      dropIndex: async (name: string) => void dropped.push(name),
    };
    const db = { collection: (name: string) => (name === 'leads' ? leads : undefined) } as unknown as Db;
    await up(db);
    expect(dropped).toEqual(['old_status_sort', 'old_status_name']);
    await up(db);
    expect(dropped).toHaveLength(2);
  });
});

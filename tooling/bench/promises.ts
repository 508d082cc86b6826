// The promises (issue #45) at `count` leads: the dashboard's card (the last 30 days' tallies per
// promise) and the desk by time left (its first page sorted by the next promise's due time, and
// the at-risk and broken filters on it), as the API runs them, p50/p95, on the memory store and on
// the MongoDB adapter on FerretDB (MONGODB_URI, or one started for the bench), side by side.
// Every lead arrived during the fill, so all of them are in the card's window (its worst case);
// the filters are asked on a clock moved past the call's promise, so they match every lead (capped).
// FerretDB 1.24 on SQLite reads every document for a sorted, filtered page (the store bench's
// finding, #42): at 100,000 leads one desk page outlasts the driver's 30 s, and its one-command-
// at-a-time proxy then refuses the rest; so on FerretDB the desk is read at `ferretDbDeskCount`
// leads first, then the card at `count`. MongoDB itself reads the { promiseDueAt, _id } index.
import { DAY_MS, HOUR_MS, LIST_COUNT_MAX, PROMISE_CARD_DAYS, type LeadSearch } from '@powernest/domain';
import type { NewLead, Store } from '../../api/src/store';
import { createMemoryStore } from '../../api/src/store/memory';
import { leadNetwork, sample } from './leads';
import { percentile } from './stats';
import { withBenchMongoStore } from './store';

export interface PromisesRow {
  store: string;
  leads: number;
  fillSeconds: number;
  reads: { label: string; p50Ms: number; p95Ms: number; result: string }[];
}

type Read = [label: string, read: (store: Store, now: number) => Promise<string>];
const desk = (store: Store, search: Partial<LeadSearch>) => store.leads.search({ sort: 'promiseDueAt', limit: 25, ...search });
const CARD: Read = [
  `Card: promises kept, last ${PROMISE_CARD_DAYS} days`,
  async (store, now) => {
    const t = await store.leads.promiseTallies(new Date(now - PROMISE_CARD_DAYS * DAY_MS), new Date(now));
    return `${t.contact.open + t.contact.kept + t.contact.broken} calls`;
  },
];
const DESK: Read[] = [
  ['Desk: sorted by time left, first page', async (store) => `${(await desk(store, {})).items.length} rows`],
  ['Desk: at risk (clock +21 h)', async (store, now) => `${(await desk(store, { promise: { kind: 'at-risk', now: new Date(now + 21 * HOUR_MS) } })).total} matches`],
  ['Desk: broken (clock +25 h)', async (store, now) => `${(await desk(store, { promise: { kind: 'broken', now: new Date(now + 25 * HOUR_MS) } })).total} matches`],
];

async function time(store: Store, reads: Read[], runs: number, leads: number): Promise<PromisesRow['reads']> {
  const out: PromisesRow['reads'] = [];
  for (const [label, read] of reads) {
    let result = '';
    const now = Date.now();
    const times = await sample(runs, 1, async () => {
      result = await read(store, now);
    });
    out.push({ label, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), result: `${result} (of ${leads} leads)` });
    process.stdout.write('.');
  }
  return out;
}

/** Fills the store to `deskCount`, reads the desk, fills on to `count`, reads the card (one fill when they are equal). */
async function measure(name: string, store: Store, fill: (leads: NewLead[]) => Promise<void>, count: number, deskCount: number, runs: number): Promise<PromisesRow> {
  const leads = leadNetwork(count);
  const started = performance.now();
  await fill(leads.slice(0, deskCount));
  let fillSeconds = (performance.now() - started) / 1000;
  const deskReads = deskCount < count ? await time(store, DESK, runs, deskCount) : [];
  const more = performance.now();
  await fill(leads.slice(deskCount));
  fillSeconds += (performance.now() - more) / 1000;
  const reads = [...(await time(store, [CARD], runs, count)), ...(deskCount < count ? deskReads : await time(store, DESK, runs, count))];
  process.stdout.write('\n');
  const row = { store: name, leads: count, fillSeconds, reads };
  console.log(JSON.stringify(row));
  return row;
}

export async function runPromisesBench(options: { count: number; ferretDbDeskCount: number; runs: number }): Promise<{ rows: PromisesRow[]; countCap: number }> {
  const rows: PromisesRow[] = [];
  const memory = createMemoryStore();
  rows.push(
    await measure('memory', memory, async (leads) => {
      for (const lead of leads) await memory.leads.create(lead, []);
    }, options.count, options.count, options.runs),
  );

  await withBenchMongoStore('promises', async (store) => {
    const deskCount = store.features.server === 'FerretDB' ? Math.min(options.ferretDbDeskCount, options.count) : options.count;
    rows.push(await measure(`${store.features.server} (MongoDB adapter)`, store, async (leads) => void (await store.leads.importMany(leads)), options.count, deskCount, options.runs));
  });
  return { rows, countCap: LIST_COUNT_MAX };
}

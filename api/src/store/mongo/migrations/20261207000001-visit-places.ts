import type { Db } from 'mongodb';

interface VisitPlace {
  _id: string;
  leadId: number;
  start: Date;
  status: string;
  seat?: string;
  bookedLead?: number;
}

/**
 * Issue #42: a booked visit holds a numbered place of its slot (`seat`) and its lead's one booking
 * (`bookedLead`), both under unique indexes, instead of a per-slot counter in `visit_slots` (a
 * crash between the counter and the visit leaked the place for good). Booked visits get their
 * places, numbered in the order they were booked; the counters go.
 */
export async function up(db: Db): Promise<void> {
  const visits = db.collection<VisitPlace>('visits');
  const taken = new Map<number, number>();
  for await (const visit of visits.find({ status: 'booked' }).sort({ start: 1, createdAt: 1, _id: 1 })) {
    if (visit.seat !== undefined) continue;
    const slot = visit.start.getTime();
    const n = taken.get(slot) ?? 0;
    taken.set(slot, n + 1);
    await visits.updateOne({ _id: visit._id }, { $set: { seat: `${visit.start.toISOString()}#${n}`, bookedLead: visit.leadId } });
  }
  await db.collection('visit_slots').drop().catch(() => undefined); // absent on a new database
}

/** The counters again, from the booked visits; the places go. */
export async function down(db: Db): Promise<void> {
  const slots = new Map<number, number>();
  for await (const visit of db.collection<VisitPlace>('visits').find({ status: 'booked' })) slots.set(visit.start.getTime(), (slots.get(visit.start.getTime()) ?? 0) + 1);
  const counters = db.collection<{ _id: Date; booked: number }>('visit_slots');
  for (const [start, booked] of slots) await counters.replaceOne({ _id: new Date(start) }, { booked }, { upsert: true });
  await db.collection('visits').updateMany({}, { $unset: { seat: '', bookedLead: '' } });
}

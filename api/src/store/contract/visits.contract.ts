import { randomUUID } from 'node:crypto';
import type { NewVisit, VisitStep } from '../ports';
import type { GetStore } from './types';

/** The visit store and the status links (issue #28): capacity held under concurrency, one booked visit per lead, links replaced. */
export function visitStoreContract(store: GetStore): void {
  describe('VisitStore', () => {
    const now = new Date('2027-03-01T15:00:00Z');
    const nine = new Date('2027-03-03T15:00:00Z');
    const ten = new Date('2027-03-03T16:00:00Z');
    const visitOf = (leadId: number, start = nine): NewVisit => ({ id: randomUUID(), leadId, start, end: new Date(start.getTime() + 3600_000), timeZone: 'America/Chicago', statusBefore: 'new' });
    /** A change's step (VisitStep) written at `at`. */
    const stepAt = (at: Date, action = 'lead.visit.booked'): VisitStep => ({
      at,
      audit: { id: `audit-${at.getTime()}-${action}`, userId: 'applicant', userRole: 'applicant', action, resourceType: 'lead', resourceId: '1', timestamp: at },
      leadStatus: { from: 'qualified', to: 'site_visit_scheduled', audit: { id: `status-${at.getTime()}`, userId: 'applicant', userRole: 'applicant', action: 'lead.status', resourceType: 'lead', timestamp: at } },
      emailIds: ['m1', 'm2'],
      heldEmailIds: ['m1'],
      dropOtherReminders: false,
    });
    const step = stepAt(now);

    it('gives the last place of a slot to one of many simultaneous bookings', async () => {
      const outcomes = await Promise.all([1, 2, 3, 4, 5].map((leadId) => store().visits.book(visitOf(leadId), 2, now, step)));
      expect(outcomes.filter((o) => o.outcome === 'booked')).toHaveLength(2);
      expect(outcomes.filter((o) => o.outcome === 'full')).toHaveLength(3);
      expect(await store().visits.between(now, ten, 10)).toHaveLength(2);
    });

    it('books every place of an empty slot for simultaneous first bookings, and none beyond', async () => {
      const outcomes = await Promise.all([1, 2, 3].map((leadId) => store().visits.book(visitOf(leadId), 3, now, step)));
      expect(outcomes.map((o) => o.outcome)).toEqual(['booked', 'booked', 'booked']);
      expect((await store().visits.book(visitOf(4), 3, now, step)).outcome).toBe('full');
    });

    it('moves a visit to its own time in a full slot (it does not count against itself), bumping its sequence', async () => {
      const booked = await store().visits.book(visitOf(1), 1, now, step);
      const id = booked.outcome === 'booked' ? booked.visit.id : '';
      const later = new Date(nine.getTime() + 1800_000);
      expect(await store().visits.move(id, nine, later, 1, now, step)).toMatchObject({ outcome: 'moved', visit: { start: nine, end: later, sequence: 1 } });
      expect((await store().visits.book(visitOf(2), 1, now, step)).outcome).toBe('full');
    });

    it('keeps one booked visit per lead, and frees its place when it is moved or cancelled', async () => {
      const first = await store().visits.book(visitOf(1), 1, now, step);
      expect(first.outcome).toBe('booked');
      expect((await store().visits.book(visitOf(1, ten), 1, now, step)).outcome).toBe('exists');
      expect((await store().visits.book(visitOf(2), 1, now, step)).outcome).toBe('full');
      const id = first.outcome === 'booked' ? first.visit.id : '';
      const moved = await store().visits.move(id, ten, new Date(ten.getTime() + 3600_000), 1, now, step);
      expect(moved).toMatchObject({ outcome: 'moved', visit: { start: ten, sequence: 1 } });
      expect((await store().visits.book(visitOf(2), 1, now, step)).outcome).toBe('booked');
      expect((await store().visits.move(id, nine, ten, 1, now, step)).outcome).toBe('full');
      const cancelled = await store().visits.cancel(id, now, step);
      expect(cancelled).toMatchObject({ status: 'cancelled', sequence: 2 });
      expect(await store().visits.bookedFor(1)).toBeNull();
      expect(await store().visits.cancel(id, now, step)).toBeNull();
      expect((await store().visits.book(visitOf(3, ten), 1, now, step)).outcome).toBe('booked');
      expect((await store().visits.between(now, new Date(ten.getTime() + 1), 10)).map((v) => v.leadId)).toEqual([2, 3]);
    });

    it('keeps a change\'s step with the visit until it is settled (issue #42): the sweep finds the old ones, a newer step is not cleared by an older mark', async () => {
      const t1 = new Date(now.getTime() + 1000);
      const t2 = new Date(now.getTime() + 2000);
      const first = await store().visits.book(visitOf(1), 2, now, stepAt(now));
      const second = await store().visits.book(visitOf(2), 2, t1, stepAt(t1));
      const ids = [first, second].map((b) => (b.outcome === 'booked' ? b.visit.id : ''));
      expect(first).not.toHaveProperty('visit.step');
      expect((await store().visits.unsettled(t1, 10)).map((u) => u.visit.id)).toEqual([ids[0]]);
      expect((await store().visits.unsettled(t2, 10)).map((u) => [u.visit.id, u.step])).toEqual([[ids[0], stepAt(now)], [ids[1], stepAt(t1)]]);

      // The first visit moved (a step of its own) before its booking's step was settled: the
      // booking's mark leaves the move's step in place.
      await store().visits.move(ids[0]!, ten, new Date(ten.getTime() + 3600_000), 2, t2, stepAt(t2, 'lead.visit.moved'));
      await store().visits.settle(ids[0]!, now);
      await store().visits.settle(ids[1]!, t1);
      const left = await store().visits.unsettled(new Date(t2.getTime() + 1), 10);
      expect(left.map((u) => [u.visit.id, u.visit.sequence, u.step.audit.action])).toEqual([[ids[0], 1, 'lead.visit.moved']]);
      await store().visits.settle(ids[0]!, t2);
      expect(await store().visits.unsettled(new Date(t2.getTime() + 1), 10)).toEqual([]);

      // A cancelled visit is still found by its id (the worker reads its sequence).
      await store().visits.cancel(ids[1]!, t2, stepAt(t2, 'lead.visit.cancelled'));
      expect(await store().visits.get(ids[1]!)).toMatchObject({ id: ids[1], status: 'cancelled', sequence: 1 });
      expect(await store().visits.get(randomUUID())).toBeNull();
    });

    it('keeps the availability admins set', async () => {
      expect(await store().visits.availability()).toBeNull();
      const hours = { weeklyHours: { mon: [{ start: '08:00', end: '12:00' }], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] }, blockedDates: ['2027-03-04'], visitsPerSlot: 2 };
      await store().visits.setAvailability(hours, now);
      expect(await store().visits.availability()).toEqual(hours);
    });
  });

  describe('ApplicationLinkStore', () => {
    const now = new Date('2027-03-01T15:00:00Z');
    const later = new Date('2027-08-01T15:00:00Z');

    it('finds a lead by its link until the link expires, and a new link replaces the old', async () => {
      await store().applicationLinks.replace({ leadId: 7, tokenHash: 'a'.repeat(64), expiresAt: later, createdAt: now });
      expect(await store().applicationLinks.find('a'.repeat(64), now)).toMatchObject({ leadId: 7 });
      expect(await store().applicationLinks.find('a'.repeat(64), later)).toBeNull();
      await store().applicationLinks.replace({ leadId: 7, tokenHash: 'b'.repeat(64), expiresAt: later, createdAt: now });
      expect(await store().applicationLinks.find('a'.repeat(64), now)).toBeNull();
      expect(await store().applicationLinks.find('b'.repeat(64), now)).toMatchObject({ leadId: 7 });
      expect(await store().applicationLinks.find('c'.repeat(64), now)).toBeNull();
    });
  });

  describe('OutboxStore: a visit\'s scheduled reminder', () => {
    const now = new Date('2027-03-01T15:00:00Z');
    const due = new Date('2027-03-02T15:00:00Z');

    it('waits until it is due, and is discarded (never sent) when the visit changes', async () => {
      const [reminder] = await store().outbox.enqueue([{ kind: 'visit-reminder', to: 'dana@bluedoor.example', templateParams: { subject: 's', text: 't' }, dueAt: due }], now, 42);
      expect(await store().outbox.claim(reminder!.id, now)).toBeNull();
      expect(await store().outbox.countDue(now)).toBe(0);
      expect(await store().outbox.countDue(due)).toBe(1);
      const [other] = await store().outbox.enqueue([{ kind: 'visit-confirmation', to: 'dana@bluedoor.example', templateParams: { subject: 's', text: 't' } }], now, 42);
      expect(await store().outbox.discardPending(42, ['visit-reminder'])).toBe(1);
      expect((await store().outbox.list({ leadId: 42 })).map((m) => m.id)).toEqual([other!.id]);
    });

    it('keeps the new time\'s reminder when the others are discarded, and the visit sequence it is bound to (issue #42)', async () => {
      const message = (whileVisit?: { id: string; sequence: number }) => ({ kind: 'visit-reminder' as const, to: 'dana@bluedoor.example', templateParams: { subject: 's', text: 't' }, dueAt: due, ...(whileVisit ? { whileVisit } : {}) });
      const [old, fresh] = await store().outbox.enqueue([message(), message({ id: 'v-1', sequence: 1 })], now, 43);
      expect(await store().outbox.discardPending(43, ['visit-reminder'], [fresh!.id])).toBe(1);
      expect(await store().outbox.get(old!.id)).toBeNull();
      expect(await store().outbox.get(fresh!.id)).toMatchObject({ whileVisit: { id: 'v-1', sequence: 1 } });
    });
  });
}

import type { NewVisit } from '../ports';
import type { GetStore } from './types';

/** The visit store and the status links (issue #28): capacity held under concurrency, one booked visit per lead, links replaced. */
export function visitStoreContract(store: GetStore): void {
  describe('VisitStore', () => {
    const now = new Date('2027-03-01T15:00:00Z');
    const nine = new Date('2027-03-03T15:00:00Z');
    const ten = new Date('2027-03-03T16:00:00Z');
    const visitOf = (leadId: number, start = nine): NewVisit => ({ leadId, start, end: new Date(start.getTime() + 3600_000), timeZone: 'America/Chicago', statusBefore: 'new' });

    it('gives the last place of a slot to one of many simultaneous bookings', async () => {
      const outcomes = await Promise.all([1, 2, 3, 4, 5].map((leadId) => store().visits.book(visitOf(leadId), 2, now)));
      expect(outcomes.filter((o) => o.outcome === 'booked')).toHaveLength(2);
      expect(outcomes.filter((o) => o.outcome === 'full')).toHaveLength(3);
      expect(await store().visits.between(now, ten, 10)).toHaveLength(2);
    });

    it('books every place of an empty slot for simultaneous first bookings, and none beyond', async () => {
      const outcomes = await Promise.all([1, 2, 3].map((leadId) => store().visits.book(visitOf(leadId), 3, now)));
      expect(outcomes.map((o) => o.outcome)).toEqual(['booked', 'booked', 'booked']);
      expect((await store().visits.book(visitOf(4), 3, now)).outcome).toBe('full');
    });

    it('moves a visit to its own time in a full slot (it does not count against itself), bumping its sequence', async () => {
      const booked = await store().visits.book(visitOf(1), 1, now);
      const id = booked.outcome === 'booked' ? booked.visit.id : '';
      const later = new Date(nine.getTime() + 1800_000);
      expect(await store().visits.move(id, nine, later, 1, now)).toMatchObject({ outcome: 'moved', visit: { start: nine, end: later, sequence: 1 } });
      expect((await store().visits.book(visitOf(2), 1, now)).outcome).toBe('full');
    });

    it('keeps one booked visit per lead, and frees its place when it is moved or cancelled', async () => {
      const first = await store().visits.book(visitOf(1), 1, now);
      expect(first.outcome).toBe('booked');
      expect((await store().visits.book(visitOf(1, ten), 1, now)).outcome).toBe('exists');
      expect((await store().visits.book(visitOf(2), 1, now)).outcome).toBe('full');
      const id = first.outcome === 'booked' ? first.visit.id : '';
      const moved = await store().visits.move(id, ten, new Date(ten.getTime() + 3600_000), 1, now);
      expect(moved).toMatchObject({ outcome: 'moved', visit: { start: ten, sequence: 1 } });
      expect((await store().visits.book(visitOf(2), 1, now)).outcome).toBe('booked');
      expect((await store().visits.move(id, nine, ten, 1, now)).outcome).toBe('full');
      const cancelled = await store().visits.cancel(id, now);
      expect(cancelled).toMatchObject({ status: 'cancelled', sequence: 2 });
      expect(await store().visits.bookedFor(1)).toBeNull();
      expect(await store().visits.cancel(id, now)).toBeNull();
      expect((await store().visits.book(visitOf(3, ten), 1, now)).outcome).toBe('booked');
      expect((await store().visits.between(now, new Date(ten.getTime() + 1), 10)).map((v) => v.leadId)).toEqual([2, 3]);
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
  });
}

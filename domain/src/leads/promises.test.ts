import { OFFER_DURATIONS } from '../offer/offer-figures';
import { HOUR_MS } from '../shared/time';
import {
  NO_PROMISE_DUE,
  applicantPromises,
  emptyTally,
  keptPercent,
  nextPromiseDue,
  promiseDueRange,
  promiseState,
  owesContact,
  promiseFieldsAfterChange,
  promisesAfterMessage,
  promisesAfterStatus,
  promisesAfterVisitHeld,
  promisesAtArrival,
  tallyPromise,
} from './promises';

const arrived = new Date('2027-03-15T14:00:00Z');
const later = (hours: number) => new Date(arrived.getTime() + hours * HOUR_MS);

describe('promises (issue #45)', () => {
  it('starts a call and a review at arrival, due as the offer says', () => {
    const promises = promisesAtArrival(arrived);
    expect(promises.contact).toEqual({ startedAt: arrived, dueAt: later(OFFER_DURATIONS.contactWithin.from) });
    expect(promises.review).toEqual({ startedAt: arrived, dueAt: later(48) });
    expect(promises.siteVisit).toBeUndefined();
    expect(nextPromiseDue(promises)).toEqual(later(24));
  });

  it('a team member moving the lead to contacted keeps the call, by name; the review is next', () => {
    const promises = promisesAfterStatus(promisesAtArrival(arrived), 'contacted', later(3), 'sam');
    expect(promises.contact).toMatchObject({ keptAt: later(3), keptBy: 'sam' });
    expect(promiseState(promises.contact!, later(30))).toBe('kept');
    expect(nextPromiseDue(promises)).toEqual(later(48));
  });

  it('the applicant booking their own visit keeps nothing', () => {
    const promises = promisesAfterStatus(promisesAtArrival(arrived), 'site_visit_scheduled', later(1));
    expect(promises.contact!.keptAt).toBeUndefined();
    expect(promises.siteVisit).toBeUndefined();
  });

  it('qualifying keeps the call and the review and starts the site visit, kept at installation', () => {
    const qualified = promisesAfterStatus(promisesAtArrival(arrived), 'qualified', later(10), 'ana');
    expect(qualified.review).toMatchObject({ keptAt: later(10), keptBy: 'ana' });
    expect(qualified.siteVisit).toEqual({ startedAt: later(10), dueAt: later(10 + 14 * 24) });
    const installed = promisesAfterStatus(qualified, 'installed', later(100), 'lee');
    expect(installed.siteVisit).toMatchObject({ keptAt: later(100), keptBy: 'lee' });
    expect(installed.contact!.keptBy).toBe('ana');
    expect(nextPromiseDue(installed)).toEqual(NO_PROMISE_DUE);
  });

  it('a team member marking the visit held keeps the site visit, by name; only once qualified', () => {
    const qualified = promisesAfterStatus(promisesAfterStatus(promisesAtArrival(arrived), 'contacted', later(2), 'sam'), 'qualified', later(20), 'sam');
    const held = promisesAfterVisitHeld(qualified, later(100), 'ana');
    expect(held.siteVisit).toMatchObject({ keptAt: later(100), keptBy: 'ana' });
    expect(promiseState(held.siteVisit!, later(400))).toBe('kept');
    // Kept once: installing afterwards does not move it.
    expect(promisesAfterStatus(held, 'installed', later(200), 'sam').siteVisit).toMatchObject({ keptAt: later(100), keptBy: 'ana' });
    // A visit the applicant booked before anyone qualified the lead: no site visit was promised.
    expect(promisesAfterVisitHeld(promisesAtArrival(arrived), later(5), 'ana')).toEqual(promisesAtArrival(arrived));
    // Both in one change, the status first; the applicant (no member) keeps nothing.
    expect(promiseFieldsAfterChange({ promises: promisesAtArrival(arrived) }, { status: 'qualified', visitHeld: true }, later(6), 'ana').promises.siteVisit).toMatchObject({ keptAt: later(6), keptBy: 'ana' });
    expect(promiseFieldsAfterChange({ promises: qualified }, { visitHeld: true }, later(6)).promises).toEqual(qualified);
  });

  it('a message of the team, once sent, keeps the contact promise in writing; a later call changes nothing', () => {
    const written = promiseFieldsAfterChange({ promises: promisesAtArrival(arrived) }, { messageSent: true }, later(2), 'lee');
    expect(written.promises.contact).toMatchObject({ keptAt: later(2), keptBy: 'lee', keptWith: 'message' });
    expect(owesContact(written.promises)).toBe(false);
    // The review is still owed: a message is not a decision.
    expect(written.promiseDueAt).toEqual(later(48));
    expect(promisesAfterStatus(written.promises, 'contacted', later(5), 'sam').contact).toEqual(written.promises.contact);
    // Sent after the call: the call keeps it.
    const called = promisesAfterStatus(promisesAtArrival(arrived), 'contacted', later(1), 'sam');
    expect(promisesAfterMessage(called, later(2), 'lee')).toEqual(called);
    // No team member, nothing kept; a lead from before the clock owes nothing.
    expect(promiseFieldsAfterChange({ promises: promisesAtArrival(arrived) }, { messageSent: true }, later(2)).promises.contact!.keptAt).toBeUndefined();
    expect(owesContact(undefined)).toBe(false);
  });

  it('the applicant’s page is told how the call was kept (a message), never by whom', () => {
    const written = promisesAfterMessage(promisesAtArrival(arrived), later(2), 'lee');
    expect(applicantPromises(written, later(3))).toEqual([
      { kind: 'contact', dueAt: later(24), keptAt: later(2), keptWith: 'message', state: 'kept' },
      { kind: 'review', dueAt: later(48), state: 'open' },
    ]);
  });

  it('a call after the promise is kept late; a call never made is at risk, then broken', () => {
    const late = promisesAfterStatus(promisesAtArrival(arrived), 'contacted', later(25), 'sam');
    expect(promiseState(late.contact!, later(26))).toBe('late');
    const alone = promisesAtArrival(arrived).contact!;
    expect(promiseState(alone, later(19))).toBe('open');
    expect(promiseState(alone, later(21))).toBe('at-risk');
    expect(promiseState(alone, later(24))).toBe('at-risk');
    expect(promiseState(alone, later(24.01))).toBe('broken');
  });

  it('a lost lead counts as reviewed and closes the call; a duplicate closes both', () => {
    const lost = promisesAfterStatus(promisesAtArrival(arrived), 'lost', later(5), 'sam');
    expect(promiseState(lost.review!, later(50))).toBe('kept');
    expect(promiseState(lost.contact!, later(50))).toBe('closed');
    const duplicate = promisesAfterStatus(promisesAtArrival(arrived), 'duplicate', later(5), 'sam');
    expect(promiseState(duplicate.contact!, later(50))).toBe('closed');
    expect(promiseState(duplicate.review!, later(50))).toBe('closed');
    expect(nextPromiseDue(duplicate)).toEqual(NO_PROMISE_DUE);
  });

  it('tallies kept, broken and open; the percentage is of those settled', () => {
    const tally = emptyTally();
    const now = later(30);
    tallyPromise(tally, promisesAfterStatus(promisesAtArrival(arrived), 'contacted', later(3), 'sam').contact!, now);
    tallyPromise(tally, promisesAtArrival(arrived).contact!, now);
    tallyPromise(tally, promisesAtArrival(arrived).review!, now);
    expect(tally).toEqual({ kept: 1, broken: 1, open: 1 });
    expect(keptPercent(tally)).toBe(50);
    expect(keptPercent(emptyTally())).toBeNull();
  });

  it('reads the desk filters as ranges of the next due time', () => {
    const now = later(1);
    expect(promiseDueRange('broken', now)).toEqual({ before: now });
    expect(promiseDueRange('at-risk', now)).toEqual({ from: now, before: later(5) });
  });
});

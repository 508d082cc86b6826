import type { Availability } from '@powernest/domain/visits';

/** A site visit an applicant (or the team, for them) booked (issue #28). */
export interface Visit {
  id: string;
  leadId: number;
  start: Date;
  end: Date;
  /** The business's IANA zone when booked: the visit is shown and invited in local time. */
  timeZone: string;
  status: 'booked' | 'cancelled';
  /** The invitation's SEQUENCE: 0 when booked, +1 on every move and on the cancellation. */
  sequence: number;
  /** The lead's status before the booking moved it to site visit scheduled (a cancellation goes back to it). */
  statusBefore: string;
  createdAt: Date;
  updatedAt: Date;
}

export type NewVisit = Pick<Visit, 'leadId' | 'start' | 'end' | 'timeZone' | 'statusBefore'>;

/** A booking's outcome: booked; the slot is full; or the lead already has a booked visit. */
export type VisitBooking = { outcome: 'booked'; visit: Visit } | { outcome: 'full' } | { outcome: 'exists'; visit: Visit };
export type VisitMove = { outcome: 'moved'; visit: Visit } | { outcome: 'full' } | { outcome: 'not-found' };

export interface VisitStore {
  /**
   * Books a visit if fewer than `capacity` booked visits start at its start, in one atomic step
   * (two applicants choosing the last place of a slot at once: one gets it), and only if the lead
   * has no booked visit yet.
   */
  book(visit: NewVisit, capacity: number, now: Date): Promise<VisitBooking>;
  /** Moves a booked visit to another start under the same capacity rule; its sequence grows. */
  move(id: string, start: Date, end: Date, capacity: number, now: Date): Promise<VisitMove>;
  /** Cancels a booked visit (its place is free again); null when it is not booked. */
  cancel(id: string, now: Date): Promise<Visit | null>;
  /** The lead's booked visit, if any. */
  bookedFor(leadId: number): Promise<Visit | null>;
  /** Booked visits starting in [from, to), soonest first, at most `limit`. */
  between(from: Date, to: Date, limit: number): Promise<Visit[]>;
  /** The team's availability; null until an admin sets it. */
  availability(): Promise<Availability | null>;
  setAvailability(availability: Availability, now: Date): Promise<void>;
}

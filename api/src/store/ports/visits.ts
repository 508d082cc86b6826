import type { Availability } from '@powernest/domain/visits';
import type { NewAuditEntry } from './audit-log';

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

/** A visit to book; its id is chosen by the caller, so the e-mails stored before it can name it (OutboxMessage.whileVisit). */
export type NewVisit = Pick<Visit, 'id' | 'leadId' | 'start' | 'end' | 'timeZone' | 'statusBefore'>;

/** An audit entry of a step, its id chosen ahead (written once however often the step is finished). */
export type StepAuditEntry = NewAuditEntry & { id: string };

/**
 * What a booking, a move or a cancellation does besides the visit's own write (issue #42): kept
 * IN that write, so the step is all or nothing without transactions. It is finished right after
 * the write and then cleared (settle); if the process dies in between, any instance's sweep
 * finishes it (unsettled). Each part is idempotent: the audit entries have their ids, the lead's
 * status moves only from `from`, the e-mails are released by id.
 */
export interface VisitStep {
  /** When the step was written: it is `settle`d by this mark, and swept once it is old. */
  at: Date;
  /** The visit's entry (booked / moved / cancelled). */
  audit: StepAuditEntry;
  /** The lead's status the step moves, only if the lead is still in `from`, with its entry. */
  leadStatus?: { from: string; to: string; audit: StepAuditEntry };
  /** The step's e-mails, stored before the visit's write (kept when the lead's other reminders go). */
  emailIds: string[];
  /** Those of them held (due only later): released (due now) once the visit's write is done. */
  heldEmailIds: string[];
  /** The lead's other waiting reminders are deleted (a move or a cancellation): the old time's. */
  dropOtherReminders: boolean;
  /** Who made the change, for the live event (a staff member's name; none for the applicant). */
  by?: string;
}

/** A booking's outcome: booked; the slot is full; or the lead already has a booked visit. */
export type VisitBooking = { outcome: 'booked'; visit: Visit } | { outcome: 'full' } | { outcome: 'exists'; visit: Visit };
export type VisitMove = { outcome: 'moved'; visit: Visit } | { outcome: 'full' } | { outcome: 'not-found' };

export interface VisitStore {
  /**
   * Books a visit if fewer than `capacity` booked visits start at its start, in one atomic step
   * (two applicants choosing the last place of a slot at once: one gets it), and only if the lead
   * has no booked visit yet.
   */
  book(visit: NewVisit, capacity: number, now: Date, step: VisitStep): Promise<VisitBooking>;
  /** Moves a booked visit to another start under the same capacity rule; its sequence grows. */
  move(id: string, start: Date, end: Date, capacity: number, now: Date, step: VisitStep): Promise<VisitMove>;
  /** Cancels a booked visit (its place is free again); null when it is not booked. */
  cancel(id: string, now: Date, step: VisitStep): Promise<Visit | null>;
  /** Clears the visit's step once it is finished (only the step written `at`: a newer one stays). */
  settle(id: string, at: Date): Promise<void>;
  /** Visits whose step, written before `before`, was not finished (the process died), oldest first. */
  unsettled(before: Date, limit: number): Promise<{ visit: Visit; step: VisitStep }[]>;
  /** A visit by id, booked or cancelled. */
  get(id: string): Promise<Visit | null>;
  /** The lead's booked visit, if any. */
  bookedFor(leadId: number): Promise<Visit | null>;
  /** Booked visits starting in [from, to), soonest first, at most `limit`. */
  between(from: Date, to: Date, limit: number): Promise<Visit[]>;
  /** The team's availability; null until an admin sets it. */
  availability(): Promise<Availability | null>;
  setAvailability(availability: Availability, now: Date): Promise<void>;
}

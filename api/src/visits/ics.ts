// The e-mailed invitation of a site visit (issue #28): an iCalendar (.ics, RFC 5545/5546) file
// built with ical-generator, its VTIMEZONE from timezones-ical-library (kept with the IANA data).
//
// - Booked and moved: METHOD:REQUEST. Cancelled: METHOD:CANCEL with STATUS:CANCELLED.
// - One UID per visit (`powernest-visit-<visitId>`), so a calendar updates the event it already
//   has; SEQUENCE must grow with each change: store it on the visit, 0 when booked, +1 on every
//   move and on the cancellation (a client ignores an update whose SEQUENCE is not higher).
// - DTSTART/DTEND carry TZID=<the business's zone> with that zone's VTIMEZONE, so the visit shows
//   at its local wall-clock time (and moves with DST as the business's clocks do).
// - Send it as a `text/calendar; method=…` part (nodemailer: `icalEvent: { method, filename,
//   content }`), which mail clients show as an invitation.
import { BRAND_NAME, type MailSafe } from '@powernest/domain';
import { VISIT_MINUTES } from '@powernest/domain/visits';
import { ICalCalendar, ICalCalendarMethod, ICalEventStatus, ICalAttendeeRole, ICalAttendeeStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import { tzlib_get_ical_block } from 'timezones-ical-library';

type VisitInvitationMethod = 'REQUEST' | 'CANCEL';

export interface VisitInvitationInput {
  /** REQUEST when booked or moved, CANCEL when cancelled. */
  method: VisitInvitationMethod;
  /** The visit's stable id: the event's UID is made of it. */
  visitId: string;
  /** 0 when booked, +1 on each move and on the cancellation. */
  sequence: number;
  /** The visit's start instant (an ISO string or a Date); it ends VISIT_MINUTES later. */
  start: Date | string;
  /** The business's IANA zone (`timeZoneOfState` of its state). */
  timeZone: string;
  /** Where the visit takes place: the lead's place as its mail may repeat it (applicantMailWords). */
  location: MailSafe;
  /** The applicant, invited: a first name at most, and their address. */
  attendee: { name: MailSafe; email: string };
  /** The address invitations come from (the organiser PowerNest's e-mail). */
  organizerEmail: string;
  /** When the invitation is made (DTSTAMP); pass the clock's now. */
  now: Date;
  /** Optional text of the event (what to expect, how to change the visit). */
  description?: string;
  /** The event's title in the applicant's language (issue #30); VISIT_SUMMARY when not given. */
  summary?: string;
  /** The language of the event's words, as the PRODID names it (`ES`); `EN` when not given. */
  language?: string;
  /** The attachment's name in the applicant's language; `site-visit(-cancelled).ics` when not given. */
  filename?: string;
}

export interface VisitInvitation {
  method: VisitInvitationMethod;
  /** `text/calendar; charset=utf-8; method=REQUEST` (or CANCEL). */
  contentType: string;
  filename: string;
  /** The .ics text (CRLF lines). */
  content: string;
}

export const VISIT_SUMMARY = `${BRAND_NAME} site visit`;

/** The invitation (or cancellation) of a visit, as an .ics file. */
export function visitInvitation(input: VisitInvitationInput): VisitInvitation {
  // A zoned luxon DateTime, not a Date: with an event time zone, ical-generator writes a Date's
  // wall clock in the *process's* zone; a DateTime it moves to the event's zone itself.
  const start = DateTime.fromJSDate(new Date(input.start), { zone: input.timeZone });
  if (!start.isValid) throw new RangeError(`visitInvitation: invalid start or time zone (${start.invalidExplanation})`);
  const cancelled = input.method === 'CANCEL';

  const calendar = new ICalCalendar({
    prodId: { company: BRAND_NAME, product: 'Site visits', language: input.language ?? 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    // No calendar-wide zone (DTSTAMP stays UTC); the generator adds the VTIMEZONE of each event's zone.
    timezone: { name: null, generator: vtimezone },
  });
  calendar.createEvent({
    id: `powernest-visit-${input.visitId}`,
    sequence: input.sequence,
    stamp: input.now,
    start,
    end: start.plus({ minutes: VISIT_MINUTES }),
    timezone: input.timeZone,
    summary: input.summary ?? VISIT_SUMMARY,
    location: input.location,
    description: input.description ?? null,
    organizer: { name: BRAND_NAME, email: input.organizerEmail },
    attendees: [
      {
        ...(input.attendee.name ? { name: input.attendee.name } : {}),
        email: input.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
      },
    ],
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });

  return {
    method: input.method,
    contentType: `text/calendar; charset=utf-8; method=${input.method}`,
    filename: input.filename ?? (cancelled ? 'site-visit-cancelled.ics' : 'site-visit.ics'),
    // RFC 5545 ends every content line, the last one too, with CRLF.
    content: calendar.toString().replace(/(?:\r\n)?$/, '\r\n'),
  };
}

/** The VTIMEZONE component of an IANA zone; null (TZID alone) for a zone the library lacks. */
function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) && block[0] ? block[0] : null;
}

import ICAL from 'ical.js';
import { ourMailText } from '@powernest/domain';
import { bookableSlots, timeZoneOfState } from '@powernest/domain/visits';
import { visitInvitation, VISIT_SUMMARY, type VisitInvitationInput } from '../src/visits/ics';

// The site visit's invitation (issue #28), read back with ical.js as a calendar client would.

const booked: VisitInvitationInput = {
  method: 'REQUEST',
  visitId: '665f1c2ab1e4c3a9d0f00001',
  sequence: 0,
  start: '2027-03-15T14:00:00.000Z', // Monday 09:00 CDT in Texas
  timeZone: 'America/Chicago',
  location: ourMailText('12 Congress Ave, Austin, TX 78701'),
  attendee: { name: ourMailText('Ann Lee'), email: 'ann@example.com' },
  organizerEmail: 'visits@powernest.example',
  now: new Date('2027-03-05T21:00:00.000Z'),
};

function read(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

afterEach(() => ICAL.TimezoneService.reset());

describe('visitInvitation', () => {
  it('invites to the visit at its local wall-clock time, in the business zone', () => {
    const invitation = visitInvitation(booked);
    expect(invitation.method).toBe('REQUEST');
    expect(invitation.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(invitation.filename).toMatch(/\.ics$/);
    const { calendar, vevent, event } = read(invitation.content);

    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/Chicago');
    expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/Chicago');
    expect(event.startDate.toString()).toBe('2027-03-15T09:00:00');
    expect(event.endDate.toString()).toBe('2027-03-15T10:00:00');
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-03-15T14:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-03-15T15:00:00.000Z');

    expect(event.summary).toBe('PowerNest site visit');
    expect(VISIT_SUMMARY).toBe('PowerNest site visit');
    expect(event.location).toBe('12 Congress Ave, Austin, TX 78701');
    expect(event.uid).toBe('powernest-visit-665f1c2ab1e4c3a9d0f00001');
    expect(event.sequence).toBe(0);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    const organizer = vevent.getFirstProperty('organizer');
    expect(organizer?.getParameter('cn')).toBe('PowerNest');
    expect(String(organizer?.getFirstValue()).toLowerCase()).toBe('mailto:visits@powernest.example');
    expect(String(vevent.getFirstPropertyValue('attendee')).toLowerCase()).toBe('mailto:ann@example.com');
    expect((vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString()).toBe('2027-03-05T21:00:00.000Z');
  });

  it('writes the same local time whatever zone the server runs in', () => {
    const serverZone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      // Standard time (November, New York): 09:00 EST is 14:00 UTC.
      const { event } = read(visitInvitation({ ...booked, start: '2027-11-08T14:00:00.000Z', timeZone: 'America/New_York' }).content);
      expect(event.startDate.toString()).toBe('2027-11-08T09:00:00');
      expect(event.startDate.zone?.tzid).toBe('America/New_York');
      expect(event.startDate.toJSDate().toISOString()).toBe('2027-11-08T14:00:00.000Z');
    } finally {
      if (serverZone === undefined) delete process.env.TZ;
      else process.env.TZ = serverZone;
    }
  });

  it('gives Arizona and Hawaii their zones without DST', () => {
    const arizona = read(visitInvitation({ ...booked, start: '2027-07-07T16:00:00.000Z', timeZone: timeZoneOfState('AZ') }).content);
    expect(arizona.event.startDate.toString()).toBe('2027-07-07T09:00:00');
    expect(arizona.calendar.getFirstSubcomponent('vtimezone')?.getFirstSubcomponent('daylight')).toBeNull();
    const hawaii = read(visitInvitation({ ...booked, start: '2027-07-07T19:00:00.000Z', timeZone: timeZoneOfState('HI') }).content);
    expect(hawaii.event.startDate.toString()).toBe('2027-07-07T09:00:00');
    expect(hawaii.event.startDate.zone?.tzid).toBe('Pacific/Honolulu');
  });

  it('invites to the first bookable slot at 9:00 local', () => {
    const { timeZone, slots } = bookableSlots({ now: booked.now, state: 'TX' });
    const { event } = read(visitInvitation({ ...booked, timeZone, start: slots[0].start }).content);
    expect(event.startDate.toString()).toBe('2027-03-09T09:00:00');
  });

  it('updates a moved visit: same UID, higher SEQUENCE, new time', () => {
    const first = read(visitInvitation(booked).content).event;
    const moved = read(visitInvitation({ ...booked, sequence: 1, start: '2027-03-16T19:00:00.000Z' }).content);
    expect(moved.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(moved.event.uid).toBe(first.uid);
    expect(moved.event.sequence).toBe(1);
    expect(moved.event.startDate.toString()).toBe('2027-03-16T14:00:00');
  });

  it('cancels a visit: METHOD:CANCEL, STATUS:CANCELLED, same UID, higher SEQUENCE', () => {
    const invitation = visitInvitation({ ...booked, method: 'CANCEL', sequence: 2 });
    expect(invitation.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    const { calendar, vevent, event } = read(invitation.content);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.uid).toBe('powernest-visit-665f1c2ab1e4c3a9d0f00001');
    expect(event.sequence).toBe(2);
    expect(event.startDate.toString()).toBe('2027-03-15T09:00:00');
  });

  it('keeps a description with commas and lines', () => {
    const { event } = read(visitInvitation({ ...booked, description: 'We check the spot, power and Wi-Fi.\nMove or cancel until 24 hours before.' }).content);
    expect(event.description).toBe('We check the spot, power and Wi-Fi.\nMove or cancel until 24 hours before.');
  });

  it('writes a Spanish lead’s words (issue #30): the summary and description in Spanish, still a valid calendar', () => {
    const description = 'La visita de PowerNest a Panadería Rosa. Para cambiarla o cancelarla (hasta 24 horas antes): https://powernest.example/es/application-status/abc';
    const invitation = visitInvitation({ ...booked, summary: 'Visita de PowerNest a su local', language: 'ES', description });
    expect(invitation.content).toContain('PRODID:-//PowerNest//Site visits//ES');
    const { vevent, event } = read(invitation.content);
    expect(event.summary).toBe('Visita de PowerNest a su local');
    expect(event.description).toBe(description);
    expect(event.startDate.toString()).toBe('2027-03-15T09:00:00');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('refuses an invalid start or zone', () => {
    expect(() => visitInvitation({ ...booked, start: 'nope' })).toThrow(RangeError);
    expect(() => visitInvitation({ ...booked, timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});

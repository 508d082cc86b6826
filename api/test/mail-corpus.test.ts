// Issue #40: nothing a stranger types reaches an inbox. Every e-mail PowerNest sends about a lead
// (subject, text, HTML and calendar file, in both languages) is rendered with an attack in every
// field the applicant typed, one field at a time and all at once; none may carry a link, an
// address, a phone number or a header of the attacker's.
import { LEAD_FIELD_LABELS, SAMPLE_SHORT_LEAD, SITE_LANGUAGES, type SiteLanguage } from '@powernest/domain';
import { composeLeadEmails } from '../src/mail/compose';
import { leadMessageTemplatesFor, statusLinkEmail, statusUpdateEmail, teamMessageEmail, visitEmails } from '../src/mail/application-emails';
import { renderMessage } from '../src/mail/render';
import type { Lead, NewOutboxMessage, OutboxMessage, Visit } from '../src/store';
import { testConfig } from './helper';

/** Each attack holds a marker the check looks for: "evil" (a link), 5550199 (a number), FLOWERS, Bcc. */
const ATTACKS = [
  'URGENT pay https://evil.example/pay now',
  'Blue\r\nBcc: victim@evil.example',
  '<a href="https://evil.example">Click</a>',
  'see evil[.]example/pay',
  'see evil (dot) example',
  'see evil dot example',
  'see evil DOT example',
  'see evil . example',
  'see evil. com',
  'see evil\u00B7example',
  'see evil\u2027example',
  'see evil\u2E31example',
  'see evil\u30FBexample',
  'see ev\u200Bil.exa\u2060mple',
  'see evil/com',
  'write boss at evil dot example',
  'open 0x7f000001/evil',
  'ｅｖｉｌ．ｅｘａｍｐｌｅ',
  'evil%2Eexample',
  'call 512-555-0199',
  'call five one two five five five zero one nine nine',
  'call 512five550199',
  'llame al cinco uno dos cinco cinco cinco cero uno nueve nueve',
  'call 1-800-FLOWERS',
];

/** What must never come out: the markers, as a reader would see them. */
function leaks(rendered: string): string[] {
  const read = rendered.normalize('NFKC').replace(/\p{Cf}/gu, '').replace(/\r\n[ \t]/g, '');
  const found: string[] = [];
  if (/evil/i.test(read)) found.push('evil');
  if (/flowers/i.test(read)) found.push('FLOWERS');
  if (/5550199|five one two|cinco uno dos|five550199/i.test(read.replace(/[\s().-]/g, (c) => (c === ' ' ? ' ' : '')).replace(/(\d) (?=\d)/g, '$1'))) found.push('number');
  if (/^bcc:/im.test(read)) found.push('Bcc header');
  return found;
}

const config = testConfig();
const mail = config.mail;
const now = new Date('2027-03-05T21:00:00.000Z');
const statusUrl = 'https://powernest.example/application-status/0123456789abcdef0123456789abcdef';
/** The fields an applicant types (their address is where the mail goes, checked by the schema). */
const TYPED_FIELDS = Object.keys(LEAD_FIELD_LABELS).filter((field) => field !== 'email') as (keyof typeof LEAD_FIELD_LABELS)[];

function leadWith(fields: Record<string, string>, language: SiteLanguage): Lead {
  return {
    ...SAMPLE_SHORT_LEAD,
    ...fields,
    language,
    id: 42,
    status: 'new',
    leadScore: 0,
    version: 1,
    createdAt: now,
    lastActivityAt: now,
  } as Lead;
}

const visit: Visit = {
  id: '665f1c2ab1e4c3a9d0f00001',
  leadId: 42,
  start: new Date('2027-03-15T14:00:00.000Z'),
  end: new Date('2027-03-15T15:00:00.000Z'),
  timeZone: 'America/Chicago',
  status: 'booked',
  sequence: 1,
  statusBefore: 'new',
  createdAt: now,
  updatedAt: now,
};

/** Every e-mail a lead can cause, as it would be queued. */
function everyEmail(lead: Lead): { name: string; message: NewOutboxMessage }[] {
  const all: { name: string; message: NewOutboxMessage }[] = [];
  const add = (name: string, messages: NewOutboxMessage[]) => messages.forEach((message) => all.push({ name: `${name} (${message.kind})`, message }));
  add('new lead', composeLeadEmails(lead, mail, statusUrl, now));
  add('status link', [statusLinkEmail(lead, statusUrl, mail)]);
  for (const change of ['booked', 'moved', 'cancelled'] as const) {
    add(`visit ${change} by the applicant`, visitEmails(change, lead, visit, statusUrl, mail, now, 'applicant'));
    add(`visit ${change} by the team`, visitEmails(change, lead, visit, undefined, mail, now, 'team'));
  }
  add('installed', [statusUpdateEmail(lead, 'installed', mail)]);
  add('closed', [statusUpdateEmail(lead, 'closed', mail)]);
  for (const template of leadMessageTemplatesFor(lead, mail).templates) add(`team message ${template.id}`, [teamMessageEmail(lead, { template: template.id, subject: template.subject, text: template.text }, 'sam', mail)]);
  return all;
}

function renderedParts(message: NewOutboxMessage): Record<string, string> {
  const rendered = renderMessage({ ...message, id: 'm1', status: 'pending', attempts: 0, createdAt: now, dueAt: now } as unknown as OutboxMessage);
  return { subject: rendered.subject, text: rendered.text, html: rendered.html, ics: rendered.calendar?.content ?? '', attachment: rendered.calendar?.filename ?? '' };
}

describe.each(SITE_LANGUAGES)('every e-mail about a %s lead, with an attack in what the applicant typed', (language) => {
  it('renders 17 or more e-mails, each with a subject and a text (the corpus reaches every template)', () => {
    const emails = everyEmail(leadWith({}, language));
    expect(emails.length).toBeGreaterThanOrEqual(17);
    expect(new Set(emails.map((e) => e.message.kind))).toEqual(
      new Set(['admin-notification', 'applicant-confirmation', 'status-link', 'visit-confirmation', 'visit-cancelled', 'visit-team-notification', 'visit-reminder', 'status-update', 'team-message']),
    );
    for (const { message } of emails) {
      const parts = renderedParts(message);
      expect(parts.subject.trim()).not.toBe('');
      expect(parts.text.trim()).not.toBe('');
    }
  });

  it.each(ATTACKS)('%j in every field, one at a time and all at once, reaches no e-mail', (attack) => {
    const cases = [...TYPED_FIELDS.map((field) => ({ [field]: attack })), Object.fromEntries(TYPED_FIELDS.map((field) => [field, attack]))];
    const found: string[] = [];
    for (const fields of cases) {
      for (const { name, message } of everyEmail(leadWith(fields, language))) {
        for (const [part, content] of Object.entries(renderedParts(message))) {
          for (const leak of leaks(content)) found.push(`${Object.keys(fields).length > 1 ? 'all fields' : Object.keys(fields)[0]} → ${name} ${part}: ${leak}`);
        }
        expect(message.templateParams.subject ?? '').not.toMatch(/[\r\n]/);
      }
    }
    expect(found).toEqual([]);
  });
});

it('the check itself sees each attack as typed (it cannot pass by looking for nothing)', () => {
  for (const attack of ATTACKS) expect(leaks(attack)).not.toEqual([]);
});

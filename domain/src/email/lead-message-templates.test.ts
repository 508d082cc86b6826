import { LEAD_MESSAGE_TEMPLATES, LEAD_MESSAGE_TEMPLATE_TEXT, LEAD_MESSAGE_MESSAGES, LEAD_MESSAGE_SUBJECT_MAX, LEAD_MESSAGE_TEXT_MAX, fillLeadMessage, leadMessageTemplate, leadMessageTemplates } from './lead-message-templates';
import { leadMessageSchema } from '../leads/lead-message-request';
import { applicantMailWords } from './mail-lead';
import { ourMailText } from './mail-sanitiser';

const team = { teamPhone: '(555) 010-0100', teamEmail: 'partners@powernest.example' };
const context = { firstName: ourMailText('Dana'), business: ourMailText('Blue Door Café'), ...team, language: 'en-US' as const };
const firstIssue = (body: unknown) => {
  const result = leadMessageSchema.safeParse(body);
  return result.success ? null : { path: result.error.issues[0]!.path.join('.'), message: result.error.issues[0]!.message };
};

describe('the team’s message templates', () => {
  it('offers first contact, visit reminder and missing information, in that order', () => {
    expect(leadMessageTemplates(context).map((t) => [t.id, t.label])).toEqual([
      ['first-contact', 'First contact'],
      ['visit-reminder', 'Visit reminder'],
      ['missing-information', 'Missing information'],
    ]);
  });

  it.each(LEAD_MESSAGE_TEMPLATES)('%s: fills every placeholder from the lead and the team', (id) => {
    const { subject, text } = leadMessageTemplate(id, context);
    expect(`${subject}\n${text}`).not.toMatch(/[{}]/);
    // A subject names no business: the lead's words reach it only as the team types them.
    expect(subject).not.toContain('Blue Door Café');
    expect(text).toContain('Blue Door Café');
    expect(subject).not.toMatch(/[\r\n]/);
    expect(subject.length).toBeLessThanOrEqual(LEAD_MESSAGE_SUBJECT_MAX);
    expect(text).toMatch(/^Hi Dana,\n/);
    expect(text).toContain('(555) 010-0100');
    expect(text).toContain('partners@powernest.example');
    expect(text).toContain('The PowerNest team');
    expect(text.length).toBeLessThanOrEqual(LEAD_MESSAGE_TEXT_MAX);
    // What the dialog offers is what the API takes.
    expect(leadMessageSchema.safeParse({ template: id, subject, text }).success).toBe(true);
  });

  it('points the applicant to the link in their confirmation e-mail: the team never has their status link', () => {
    expect(leadMessageTemplate('visit-reminder', context).text).toContain('on your status page: the link in your confirmation e-mail.');
  });

  it('greets "there" without a first name; fills the business only with the words its mail may repeat', () => {
    expect(leadMessageTemplate('first-contact', { ...context, firstName: ourMailText('') }).text).toMatch(/^Hi there,/);
    const words = applicantMailWords({ contactPerson: 'https://evil.example Bcc: x@evil.example', businessName: 'URGENT pay https://evil.example/pay now', location: 'Austin, TX' }, 'en-US');
    const { subject, text } = leadMessageTemplate('first-contact', { ...context, ...words });
    expect(`${subject}\n${text}`).not.toMatch(/evil|URGENT|Bcc/);
    expect(text).toMatch(/^Hi there,\n/);
    expect(text).toContain('kiosk for your business.');
  });

  it('writes to a Spanish lead in Spanish (issue #40), every template', () => {
    const spanish = { ...context, firstName: ourMailText('José'), language: 'es-US' as const };
    for (const { subject, text, label } of leadMessageTemplates(spanish)) {
      expect(text).toMatch(/^Hola, José:\n/);
      expect(text).toContain('El equipo de PowerNest');
      expect(`${label}\n${subject}\n${text}`).not.toMatch(/\b(Hi|Thank you|Reminder|Questions|team|your|the)\b/);
      expect(`${subject}\n${text}`).not.toMatch(/[{}]/);
    }
    expect(leadMessageTemplate('first-contact', { ...spanish, firstName: ourMailText('') }).text).toMatch(/^Hola:\n/);
  });

  it('leaves braces it does not know as written, and a placeholder in a filled value unfilled', () => {
    expect(fillLeadMessage('{greeting} {unknown} {} {constructor}', context)).toBe('Hi Dana, {unknown} {} {constructor}');
    expect(fillLeadMessage('{business_name}', { ...context, business: ourMailText('{team_email}') })).toBe('{team_email}');
  });

  it('keeps the template texts themselves free of a subject line break', () => {
    for (const id of LEAD_MESSAGE_TEMPLATES) expect(LEAD_MESSAGE_TEMPLATE_TEXT[id].subject).not.toMatch(/\n/);
  });
});

describe('a message as the API takes it', () => {
  const ok = { template: 'first-contact', subject: 'Hello', text: 'Hi Dana,\n\nShall we talk?' };

  it('trims the subject and text', () => {
    expect(leadMessageSchema.parse({ ...ok, subject: '  Hello  ', text: '  Hi\n' })).toEqual({ template: 'first-contact', subject: 'Hello', text: 'Hi' });
  });

  it('refuses a line break or control character in the subject (header injection)', () => {
    for (const subject of ['Hello\r\nBcc: x@evil.example', 'Hello\nthere', 'Hello\r', 'Hi\u2028there', 'Hello\n'])
      expect(firstIssue({ ...ok, subject })).toEqual({ path: 'subject', message: LEAD_MESSAGE_MESSAGES.subjectLine });
    expect(firstIssue({ ...ok, text: 'line one\r\nline two' })).toBeNull();
  });

  it('bounds the subject at 150 and the text at 5,000 characters', () => {
    expect(firstIssue({ ...ok, subject: 'x'.repeat(150) })).toBeNull();
    expect(firstIssue({ ...ok, subject: 'x'.repeat(151) })).toEqual({ path: 'subject', message: 'The subject can be at most 150 characters' });
    expect(firstIssue({ ...ok, text: 'x'.repeat(5000) })).toBeNull();
    expect(firstIssue({ ...ok, text: 'x'.repeat(5001) })).toEqual({ path: 'text', message: 'The message can be at most 5,000 characters' });
  });

  it('wants a subject, a text and one of the templates', () => {
    expect(firstIssue({ ...ok, subject: '   ' })).toEqual({ path: 'subject', message: LEAD_MESSAGE_MESSAGES.subject });
    expect(firstIssue({ ...ok, text: '' })).toEqual({ path: 'text', message: LEAD_MESSAGE_MESSAGES.text });
    expect(firstIssue({ ...ok, template: 'spam' })).toEqual({ path: 'template', message: LEAD_MESSAGE_MESSAGES.template });
    expect(firstIssue({ ...ok, cc: 'x@evil.example' })?.path).toBe('');
  });
});

import { BRAND_NAME } from './brand';

// The team's e-mails to an applicant, written from the lead's page (issue #29 part 7): a few
// templates the admin picks, edits freely and sends through the outbox. One place for their
// wording; the API fills them for the lead it is asked about (the team's phone and e-mail are
// its configuration), the admin page shows them filled. No zod here: the endpoint declaration
// (api/lead-message.ts) and the page read the ids and limits; the request schema is in
// ./lead-message-request.ts.

export const LEAD_MESSAGE_TEMPLATES = ['first-contact', 'visit-reminder', 'missing-information'] as const;
export type LeadMessageTemplateId = (typeof LEAD_MESSAGE_TEMPLATES)[number];

/** The longest subject and text the team may send (a header line, an e-mail a person reads). */
export const LEAD_MESSAGE_SUBJECT_MAX = 150;
export const LEAD_MESSAGE_TEXT_MAX = 5000;
/** The most messages the team sends one lead in a day: a slip (or a stuck button) cannot flood an applicant. */
export const LEAD_MESSAGES_PER_LEAD_PER_DAY = 20;

/** What fills a template: the lead's names, and how to reach the team. */
export interface LeadMessageContext {
  contactPerson: string;
  businessName: string;
  teamPhone: string;
  teamEmail: string;
}

/** The placeholders a template may hold, each filled from the context. */
const PLACEHOLDERS: Record<string, (c: LeadMessageContext) => string> = {
  contact_person: (c) => c.contactPerson.trim() || 'there',
  business_name: (c) => c.businessName.trim() || 'your business',
  team_phone: (c) => c.teamPhone,
  team_email: (c) => c.teamEmail,
  brand: () => BRAND_NAME,
  // The applicant's status link is theirs alone (the team never sees it): where to find it.
  status_page: () => 'the link in your confirmation e-mail',
};

interface LeadMessageTemplate {
  label: string;
  subject: string;
  text: string;
}

const SIGNATURE = 'Questions? Call {team_phone} or just reply to this e-mail ({team_email}).\n\nThe {brand} team';

/** The templates, in the order the dialog offers them. */
export const LEAD_MESSAGE_TEMPLATE_TEXT: Readonly<Record<LeadMessageTemplateId, LeadMessageTemplate>> = {
  'first-contact': {
    label: 'First contact',
    subject: '{brand}: your charging kiosk for {business_name}',
    text: `Hi {contact_person},

Thank you for your interest in a free {brand} phone charging kiosk for {business_name}. I would like to call you for about ten minutes to learn about your business and answer your questions.

Which day and time suit you best this week?

${SIGNATURE}
`,
  },
  'visit-reminder': {
    label: 'Visit reminder',
    subject: 'Reminder: your {brand} site visit at {business_name}',
    text: `Hi {contact_person},

A reminder of the site visit we arranged at {business_name}. It takes about an hour: we look at where the kiosk would stand and at the power outlet near it.

You can see the time, and move or cancel the visit, on your status page: {status_page}. If no time suits you, call us and we will find one.

${SIGNATURE}
`,
  },
  'missing-information': {
    label: 'Missing information',
    subject: '{brand}: a few details for {business_name}',
    text: `Hi {contact_person},

To prepare the offer for {business_name} we need a few more details:

- the business's street address
- its opening hours
- about how many customers visit on a typical day

Just reply to this e-mail with them.

${SIGNATURE}
`,
  },
};

/** Fills the known {placeholders} of a text; anything else in braces stays as written. */
export function fillLeadMessage(text: string, context: LeadMessageContext): string {
  return text.replace(/\{([a-z_]+)\}/g, (whole, name: string) => PLACEHOLDERS[name]?.(context) ?? whole);
}

/** A template filled for a lead: its label, subject and text, ready to edit. */
export function leadMessageTemplate(id: LeadMessageTemplateId, context: LeadMessageContext): { id: LeadMessageTemplateId; label: string; subject: string; text: string } {
  const template = LEAD_MESSAGE_TEMPLATE_TEXT[id];
  // A name is one line: never a line break into the subject.
  const oneLine = { ...context, contactPerson: context.contactPerson.replace(/\s+/g, ' '), businessName: context.businessName.replace(/\s+/g, ' ') };
  return { id, label: template.label, subject: fillLeadMessage(template.subject, oneLine).slice(0, LEAD_MESSAGE_SUBJECT_MAX), text: fillLeadMessage(template.text, oneLine) };
}

/** Every template filled for a lead, in order. */
export const leadMessageTemplates = (context: LeadMessageContext) => LEAD_MESSAGE_TEMPLATES.map((id) => leadMessageTemplate(id, context));

/**
 * Whether a subject holds a character it may not: a line break would start a new mail header (header
 * injection); no other control character (a tab aside) belongs in one either.
 */
export function breaksSubjectLine(subject: string): boolean {
  for (const char of subject) {
    const code = char.codePointAt(0)!;
    if ((code < 0x20 && code !== 0x09) || code === 0x7f || code === 0x85 || code === 0x2028 || code === 0x2029) return true;
  }
  return false;
}

export const LEAD_MESSAGE_MESSAGES = {
  template: `Choose one of the templates: ${LEAD_MESSAGE_TEMPLATES.join(', ')}`,
  subject: 'Enter a subject',
  subjectLength: `The subject can be at most ${LEAD_MESSAGE_SUBJECT_MAX} characters`,
  subjectLine: 'The subject must be one line, without line breaks',
  text: 'Write the message',
  textLength: `The message can be at most ${LEAD_MESSAGE_TEXT_MAX.toLocaleString('en-US')} characters`,
  tooMany: `This lead has had ${LEAD_MESSAGES_PER_LEAD_PER_DAY} messages from the team in the last day, the most allowed. Call the applicant instead, or write again tomorrow.`,
} as const;

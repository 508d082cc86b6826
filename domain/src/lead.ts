// Constants only: the schema (and with it zod) lives in lead-schema.ts, so a page that needs a
// field list or a message does not download the validator.
import type { LeadFormValues } from './lead-schema';

/** SPEC §5 messages, shared by the forms (under each field) and the API (fieldErrors). */
export const LEAD_MESSAGES = {
  businessName: 'Business name is required',
  contactPerson: 'Contact person is required',
  email: 'Invalid email address',
  phone: 'Phone number is required',
  location: 'Location is required',
  businessType: 'Business type is required',
} as const;

/** Not in SPEC §5: a value no form offers is refused (issue #13: `constructor` gave "$NaN" in the e-mail). */
export const LEAD_CHOICE_MESSAGES = {
  businessType: 'Choose a business type from the list',
  footTrafficEstimate: 'Choose a foot traffic estimate from the list',
} as const;

/** Fields the server sets; a client that sends any of them is refused (SPEC §5). */
export const SERVER_MANAGED_LEAD_FIELDS = ['id', 'createdAt', 'status', 'assignedTo', 'leadScore', 'lastActivityAt'] as const;

/**
 * Spam trap: the forms render this input visually hidden (aria-hidden, tabIndex -1,
 * autocomplete off). People leave it empty; bots fill it. A filled value makes the API answer
 * as if the lead was accepted, but nothing is stored or mailed. The name avoids words browsers
 * autofill (name, company, website, phone, fax, address).
 */
export const LEAD_HONEYPOT_FIELD = 'referralCode';


/** Field names of the short contact form, in display order (SPEC §2). */
export const SHORT_LEAD_FIELDS = [
  'businessName',
  'contactPerson',
  'email',
  'phone',
  'location',
  'businessType',
  'message',
] as const satisfies readonly (keyof LeadFormValues)[];

/** The full application adds these (SPEC §7). */
export const FULL_LEAD_EXTRA_FIELDS = [
  'businessSize',
  'operatingHours',
  'footTrafficEstimate',
  'decisionMakerTitle',
  'currentPainPoints',
  'preferredInstallTimeline',
  'hasExistingCharging',
  'customerBase',
  'businessAddress',
  'website',
] as const satisfies readonly (keyof LeadFormValues)[];

/** Empty form values, ready for react-hook-form's defaultValues. */
export const EMPTY_LEAD_FORM: Required<LeadFormValues> = {
  businessName: '',
  contactPerson: '',
  email: '',
  phone: '',
  location: '',
  businessType: '',
  message: '',
  businessSize: '',
  operatingHours: '',
  footTrafficEstimate: '',
  decisionMakerTitle: '',
  currentPainPoints: '',
  preferredInstallTimeline: '',
  hasExistingCharging: '',
  customerBase: '',
  businessAddress: '',
  website: '',
  [LEAD_HONEYPOT_FIELD]: '',
};

/** How each field of the two forms is named where a lead is shown (admin e-mail, lead page). */
export const LEAD_FIELD_LABELS = {
  businessName: 'Business name',
  contactPerson: 'Contact person',
  email: 'Email',
  phone: 'Phone',
  location: 'Location',
  businessType: 'Business type',
  businessSize: 'Business size',
  operatingHours: 'Operating hours',
  footTrafficEstimate: 'Foot traffic',
  decisionMakerTitle: 'Decision maker title',
  currentPainPoints: 'Pain points',
  preferredInstallTimeline: 'Preferred timeline',
  hasExistingCharging: 'Existing charging',
  customerBase: 'Customer base',
  businessAddress: 'Business address',
  website: 'Website',
  message: 'Message',
} as const satisfies Record<Exclude<keyof LeadFormValues, typeof LEAD_HONEYPOT_FIELD>, string>;

// The two forms' fields: their order, empty values and labels, checked against the form's schema.
import { LEAD_HONEYPOT_FIELD } from './lead';
import type { SiteLanguage } from '../contract/languages';
import type { LeadFormValues } from './lead-schema';

/** Field names of the short contact form, in display order (product.md §2). */
export const SHORT_LEAD_FIELDS = [
  'businessName',
  'contactPerson',
  'email',
  'phone',
  'location',
  'businessType',
  'message',
] as const satisfies readonly (keyof LeadFormValues)[];

/** The full application adds these (product.md §7). */
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
  // The page's language replaces it when the form is sent (useSubmitLead, the plain form's hidden field).
  language: 'en-US',
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
  language: 'Language',
} as const satisfies Record<Exclude<keyof LeadFormValues, typeof LEAD_HONEYPOT_FIELD>, string>;

/** The lead's language as the team reads it (the admin area is English). */
export const LEAD_LANGUAGE_OPTIONS = [
  { value: 'en-US', label: 'English' },
  { value: 'es-US', label: 'Spanish' },
] as const satisfies readonly { value: SiteLanguage; label: string }[];

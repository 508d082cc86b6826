// Constants only: the schema (and with it zod) lives in lead-schema.ts, so a page that needs a
// field list or a message does not download the validator.

/** product.md §5 messages, shared by the forms (under each field) and the API (fieldErrors). */
export const LEAD_MESSAGES = {
  businessName: 'Business name is required',
  contactPerson: 'Contact person is required',
  email: 'Invalid email address',
  phone: 'Phone number is required',
  location: 'Location is required',
  businessType: 'Business type is required',
} as const;

/** Not in product.md §5: a value no form offers is refused (issue #13: `constructor` gave "$NaN" in the e-mail). */
export const LEAD_CHOICE_MESSAGES = {
  businessType: 'Choose a business type from the list',
  footTrafficEstimate: 'Choose a foot traffic estimate from the list',
} as const;

/** Fields the server sets; a client that sends any of them is refused (product.md §5). */
export const SERVER_MANAGED_LEAD_FIELDS = ['id', 'createdAt', 'status', 'assignedTo', 'leadScore', 'lastActivityAt'] as const;

/**
 * Spam trap: the forms render this input visually hidden (aria-hidden, tabIndex -1,
 * autocomplete off). People leave it empty; bots fill it. A filled value makes the API answer
 * as if the lead was accepted, but nothing is stored or mailed. The name avoids words browsers
 * autofill (name, company, website, phone, fax, address).
 */
export const LEAD_HONEYPOT_FIELD = 'referralCode';

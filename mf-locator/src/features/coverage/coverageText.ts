import { PAGE_FORM_IDS } from '@powernest/domain';

// The coverage form's labels; its answers (radius, sentences, messages) are the domain's.
export const COVERAGE_TEXT = {
  heading: 'Is there a charging kiosk near you?',
  placeLabel: 'ZIP code or city',
  placeHint: 'For example 78701 or "Austin, TX"',
  check: 'Check',
  checking: 'Checking...',
  joinHeading: 'Tell me when one opens',
  email: 'E-mail',
  businessName: 'Business name (optional)',
  join: 'Join the waiting list',
  joining: 'Joining...',
  failed: 'Something went wrong. Please try again.',
} as const;

/** The waiting list's form id (its hidden `form` field), as the site server knows it. */
export const WAITING_LIST_FORM = PAGE_FORM_IDS.waitingList;

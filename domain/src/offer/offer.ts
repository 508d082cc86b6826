import { OFFER_DURATIONS, offerFiguresIn } from './offer-figures';

export { CONTACT_WITHIN_HOURS } from './offer-figures';

const EN = offerFiguresIn('en-US');

/** The offer as marketing states it (product.md §1, §9), in English: one copy for every page that quotes it. */
export const OFFER_VALUES = {
  equipment: EN.equipment,
  installation: EN.installation,
  total: `${EN.total} FREE`,
} as const;

/** Promises and timings (product.md §1, §9), in English. */
export const OFFER_PROMISES = {
  contactWithin: EN.contactWithin,
  reviewWithin: EN.reviewWithin,
  siteEvaluation: EN.siteEvaluation,
  installation: EN.installationTime,
  applyIn: EN.applyIn,
  terminationNotice: EN.notice,
  typicalStay: EN.typicalStay,
} as const satisfies Record<keyof typeof OFFER_DURATIONS, string>;

/** The six partner benefits of product.md §1, as the Services page lists them. */
export const OFFER_BENEFITS = [
  'No upfront cost and no monthly fees',
  'Professional installation included',
  '24/7 technical support',
  'Complete liability coverage',
  'Maintenance and repairs covered',
  'Enhanced customer experience',
] as const;

/** Every claim of the marketing copy (product.md §1), in the order a visitor reads them. */
export const OFFER_CLAIMS = [
  ...OFFER_BENEFITS.slice(0, 5),
  `An ${OFFER_BENEFITS[5].charAt(0).toLowerCase()}${OFFER_BENEFITS[5].slice(1)}`,
  `End the partnership any time with ${OFFER_PROMISES.terminationNotice} notice and no penalty`,
  'Kiosks are removed at no cost',
  `Applications reviewed within ${OFFER_PROMISES.reviewWithin}; we contact you within ${OFFER_PROMISES.contactWithin}`,
] as const;

/** product.md §9: the application wizard has four steps. */
export const APPLICATION_STEP_COUNT = 4;

/** "Step 2 of 4": under the wizard's heading and in its page title. */
export function applicationStepText(step: number): string {
  return `Step ${step} of ${APPLICATION_STEP_COUNT}`;
}

// The offer as SPEC §1 and §9 state it, worded once for this remote's pages (process, wizard
// benefits summary, ROI partnership value). Candidates for @powernest/domain: see the
// remote's README ("Could move to shared-ui").

import { OFFER_PROMISES, OFFER_TEXT, OFFER_VALUES as PARTNERSHIP_VALUE } from '@powernest/domain';

/** SPEC §9 advertised values (one copy, in the domain). */
export { PARTNERSHIP_VALUE };

/** SPEC §1 claims, as the benefits a partner gets. */
export const PARTNER_BENEFITS = [
  { title: 'No upfront cost, no monthly fees', detail: `Kiosk equipment worth ${PARTNERSHIP_VALUE.equipment}, supplied free.` },
  { title: 'Professional installation included', detail: OFFER_TEXT.installationByTeam },
  { title: 'Complete liability coverage', detail: 'Lost, stolen or damaged equipment is never your cost.' },
  { title: 'Maintenance and repairs covered', detail: 'We service and repair the kiosk at no charge.' },
  { title: '24/7 technical support', detail: 'Help for you and your staff, any time.' },
  { title: OFFER_TEXT.endAnyTime, detail: 'No penalty, and we remove the kiosk at no cost.' },
] as const;

export interface ProcessStep {
  title: string;
  duration: string;
  description: string;
}

/** SPEC §2 five-step timeline with its durations (SPEC §9 promises). */
export const PROCESS_STEPS: readonly ProcessStep[] = [
  {
    title: 'Submit Application',
    duration: OFFER_PROMISES.applyIn,
    description:
      'Tell us about your business, your customers and when you would like a kiosk. The online application has four short steps.',
  },
  {
    title: 'Qualification Review',
    duration: OFFER_PROMISES.reviewWithin,
    description:
      `${OFFER_TEXT.teamReviews} ${OFFER_TEXT.whoQualifies}`,
  },
  {
    title: 'Site Evaluation',
    duration: OFFER_PROMISES.siteEvaluation,
    description:
      'We survey your location, pick the spot where customers wait or sit, and plan the equipment that fits your space and foot traffic.',
  },
  {
    title: 'Installation & Setup',
    duration: OFFER_PROMISES.installation,
    description:
      'A professional installer sets up the kiosk at no cost, scheduled around your opening hours, and shows your staff how it works.',
  },
  {
    title: 'Partnership Active',
    duration: 'ongoing',
    description:
      'Your customers charge for free. Maintenance, repairs, liability coverage and 24/7 support stay included for as long as you are a partner.',
  },
];

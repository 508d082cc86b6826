// The offer as SPEC §1 and §9 state it, worded once for this remote's pages (process, wizard
// benefits summary, ROI partnership value). Candidates for @powernest/domain: see the
// remote's README ("Could move to shared-ui").

import { OFFER_VALUES as PARTNERSHIP_VALUE } from '@powernest/domain';

/** SPEC §9 advertised values (one copy, in the domain). */
export { PARTNERSHIP_VALUE };

/** SPEC §1 claims, as the benefits a partner gets. */
export const PARTNER_BENEFITS = [
  { title: 'No upfront cost, no monthly fees', detail: `Kiosk equipment worth ${PARTNERSHIP_VALUE.equipment}, supplied free.` },
  { title: 'Professional installation included', detail: `A ${PARTNERSHIP_VALUE.installation} installation, done by our team in 2-4 hours.` },
  { title: 'Complete liability coverage', detail: 'Lost, stolen or damaged equipment is never your cost.' },
  { title: 'Maintenance and repairs covered', detail: 'We service and repair the kiosk at no charge.' },
  { title: '24/7 technical support', detail: 'Help for you and your staff, any time.' },
  { title: 'End any time with 30 days notice', detail: 'No penalty, and we remove the kiosk at no cost.' },
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
    duration: '5 minutes',
    description:
      'Tell us about your business, your customers and when you would like a kiosk. The online application has four short steps.',
  },
  {
    title: 'Qualification Review',
    duration: '24-48 hours',
    description:
      'Our team reviews your application and contacts you within 24 hours. Businesses where customers typically stay 15+ minutes qualify best.',
  },
  {
    title: 'Site Evaluation',
    duration: '1-2 weeks',
    description:
      'We survey your location, pick the spot where customers wait or sit, and plan the equipment that fits your space and foot traffic.',
  },
  {
    title: 'Installation & Setup',
    duration: '2-4 hours',
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

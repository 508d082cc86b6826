import type { MarketingTextId } from './en-US';

/** OFFER_BENEFITS as message ids, in the domain's order (a test checks it). */
export const OFFER_BENEFIT_IDS = [
  'offer.benefit.noUpfrontCost',
  'offer.benefit.installation',
  'offer.benefit.support',
  'offer.benefit.liability',
  'offer.benefit.maintenance',
  'offer.benefit.experience',
] as const satisfies readonly MarketingTextId[];

/** OFFER_CLAIMS as message ids, in the domain's order (a test checks it). */
export const OFFER_CLAIM_IDS = [
  ...OFFER_BENEFIT_IDS.slice(0, 5),
  'offer.claim.experience',
  'offer.claim.endAnyTime',
  'offer.claim.removal',
  'offer.claim.review',
] as const satisfies readonly MarketingTextId[];

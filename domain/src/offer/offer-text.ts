// The sentences that quote the offer's promises (product.md §1, §9), written once as templates over
// OFFER_PROMISES and OFFER_VALUES: every page, notice and e-mail that says how soon we call, review
// or install reads them here, so a changed promise changes every sentence at once.
import { OFFER_PROMISES as P, OFFER_VALUES as V } from './offer';

export const OFFER_TEXT = {
  /** "We contact you within 24 hours" (no full stop: a list item or a sentence adds it). */
  weContactYou: `We contact you within ${P.contactWithin}`,
  /** "Our team will contact you within 24 hours." */
  teamWillContact: `Our team will contact you within ${P.contactWithin}.`,
  /** "Our team will review your application and contact you within 24 hours." */
  teamWillReview: (what: string) => `Our team will review your ${what} and contact you within ${P.contactWithin}.`,
  /** "Our team reviews your application and contacts you within 24 hours." */
  teamReviews: `Our team reviews your application and contacts you within ${P.contactWithin}.`,
  /** "Your application is reviewed within 24-48 hours." */
  applicationReviewed: `Your application is reviewed within ${P.reviewWithin}.`,
  /** "Applications are reviewed within 24-48 hours." */
  applicationsReviewed: `Applications are reviewed within ${P.reviewWithin}.`,
  /** "Apply in about 5 minutes. We review every application within 24-48 hours, and it costs you nothing." */
  applyAndReview: `Apply in about ${P.applyIn}. We review every application within ${P.reviewWithin}, and it costs you nothing.`,
  /** The process in one line: "apply in 5 minutes, review in 24-48 hours, installation in 2-4 hours". */
  processInBrief: `apply in ${P.applyIn}, review in ${P.reviewWithin}, installation in ${P.installation}`,
  /** "Professional installation in 2-4 hours, at no cost." */
  installationAtNoCost: `Professional installation in ${P.installation}, at no cost.`,
  /** "Professional installation, normally $500, done in 2-4 hours at no cost." */
  installationService: `Professional installation, normally ${V.installation}, done in ${P.installation} at no cost.`,
  /** "A $500 installation, done by our team in 2-4 hours." */
  installationByTeam: `A ${V.installation} installation, done by our team in ${P.installation}.`,
  /** "Installation takes 2-4 hours" */
  installationTakes: `Installation takes ${P.installation}`,
  /** "Businesses where customers typically stay 15+ minutes qualify best." */
  whoQualifies: `Businesses where customers typically stay ${P.typicalStay} qualify best.`,
  /** "End any time with 30 days notice" */
  endAnyTime: `End any time with ${P.terminationNotice} notice`,
} as const;

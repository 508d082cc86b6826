import { BRAND_DESCRIPTION, BRAND_NAME, BRAND_TAGLINE, NOT_FOUND_PAGE } from '@powernest/domain';

// The frame's words in English (issue #30): header, footer, skip link, the 404 page, a section's
// failure notice. Plain strings, no ICU: the frame is on every page's start-up budget.
export const EN = {
  skipToContent: 'Skip to content',
  homeLink: `${BRAND_NAME} home`,
  mainNav: 'Main',
  mobileNav: 'Mobile',
  openMenu: 'Open menu',
  partnership: 'Partnership',
  /** The language switcher's accessible name when it leads to this language (said in it: the link carries `lang`). */
  viewInLanguage: 'View this page in English',
  signOut: 'Sign out',
  company: 'Company',
  getInTouch: 'Get in touch',
  about: `${BRAND_NAME} is ${BRAND_DESCRIPTION.charAt(0).toLowerCase() + BRAND_DESCRIPTION.slice(1)}`,
  tagline: BRAND_TAGLINE,
  disclaimer: 'Independent distributor; not affiliated with any kiosk manufacturer.',
  notFoundHeading: NOT_FOUND_PAGE.heading,
  notFoundDescription: NOT_FOUND_PAGE.description,
  backHome: 'Back to Home',
  sectionUnavailableTitle: 'This section is unavailable right now',
  sectionUnavailable: `We could not load this part of the site. The rest of ${BRAND_NAME} works as usual; please try again in a moment.`,
  // shared-ui's SectionBeingUpdated says these in English only; the shell says them itself to say them in Spanish too.
  sectionUpdatingTitle: 'This section is being updated',
  retry: 'Retry',
  sectionUpdating: `This part of ${BRAND_NAME} is being updated right now. The rest of the site works as usual; please try again in a few minutes.`,
  needsJavaScript:
    'This part of the site needs JavaScript. Turn JavaScript on in your browser and reload the page. Everything public (the offer, the application, the ROI calculator, the locator) works without it.',
} as const;

/** Every one of the frame's words, in another language: a missing one fails the type check, not the page. */
export type FrameText = { readonly [K in keyof typeof EN]: string };

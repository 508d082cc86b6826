import { APPLICATION_API_PATH, APPLICATION_STATUS_PATH, KIOSK_KEYWORDS, OFFER_TEXT, menuEntryFor, type PageMeta, type RemotePages } from '@powernest/domain';

// The pages this remote owns and its menu entries: published as page-manifest.json with each
// build (the site server composes routes, <head>, menus and the sitemap from it), and read by
// the pages themselves for their headings.

/** A public page of the partnership section: its title is its heading, indexed, found by the kiosk keywords and its own. */
function kioskPage(path: string, name: string, description: string, keywords: string[]) {
  return { path, title: name, heading: name, description, keywords: [...KIOSK_KEYWORDS, ...keywords], index: true } satisfies PageMeta;
}

// Text and links (the FAQ's answers are <details>, its category chips links): their code
// waits for the visitor's first touch (see pageMetaSchema's `hydration`).
export const PROCESS_PAGE = {
  ...kioskPage('/partnership-process', 'Partnership Process', `Five steps from application to an active partnership: ${OFFER_TEXT.processInBrief}.`, ['partnership process']),
  hydration: 'interaction',
} satisfies PageMeta;

// Forms that post as forms (the wizard a step per round trip, the calculator a GET form the
// server answers): they work before their code, which also waits for the first touch.
export const APPLICATION_PAGE = {
  ...kioskPage(
    '/partnership-application',
    'Partnership Application',
    `Apply for a free phone charger kiosk partnership in four short steps. ${OFFER_TEXT.applicationsReviewed}`,
    ['apply', 'partnership application'],
  ),
  hydration: 'interaction',
} satisfies PageMeta;

export const ROI_CALCULATOR_PAGE = {
  ...kioskPage(
    '/roi-calculator',
    'ROI Calculator',
    'Calculate what a free charging kiosk is worth to your business: dwell time, satisfaction, repeat visits and revenue.',
    ['ROI calculator', 'revenue'],
  ),
  hydration: 'interaction',
} satisfies PageMeta;

export const FAQ_PAGE = {
  path: '/faq',
  title: 'FAQ',
  heading: 'Frequently Asked Questions',
  description: 'Answers about cost, kiosks, liability, installation and partnership terms for PowerNest charging kiosks.',
  keywords: [...KIOSK_KEYWORDS, 'FAQ'],
  index: true,
  hydration: 'interaction',
} satisfies PageMeta;

// An applicant's own page, reached by the secret link of their confirmation e-mail (issue #28):
// rendered by the server like a public page, never indexed or cached; a wrong link is a 404.
export const APPLICATION_STATUS_PAGE = {
  path: APPLICATION_STATUS_PATH,
  title: 'Your application',
  heading: 'Your application',
  description: 'Where your PowerNest application stands, and your site visit.',
  keywords: [],
  index: false,
  // No schema here: every page of the remote reads this module.
  private: { statusFrom: APPLICATION_API_PATH },
  hydration: 'interaction',
} satisfies PageMeta;

export const REMOTE_PAGES: RemotePages = {
  pages: [PROCESS_PAGE, APPLICATION_PAGE, ROI_CALCULATOR_PAGE, FAQ_PAGE, APPLICATION_STATUS_PAGE],
  menu: [
    menuEntryFor(PROCESS_PAGE, { label: 'Process', group: 'partnership', order: 10 }),
    menuEntryFor(APPLICATION_PAGE, { label: 'Apply Now', group: 'partnership', order: 20 }),
    menuEntryFor(ROI_CALCULATOR_PAGE, { label: 'ROI Calculator', group: 'partnership', order: 30 }),
    menuEntryFor(FAQ_PAGE, { label: 'FAQ', group: 'main', order: 60 }),
  ],
};

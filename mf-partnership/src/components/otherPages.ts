import { DEFAULT_LANGUAGE, type SiteLanguage } from '@powernest/domain';

// Pages of other parts of the site that this remote links to, and the languages they are offered
// in (issue #30). Another remote's page manifest is not this remote's to read, so they are listed
// here: a link to a page not offered in the page's language is a plain link to its English page
// (a router link would open /es + its path, the English page inside the Spanish site).

export interface OtherPage {
  path: string;
  languages: readonly SiteLanguage[];
}

/** mf-marketing's Contact page, also in Spanish. */
export const CONTACT_PAGE: OtherPage = { path: '/contact', languages: [DEFAULT_LANGUAGE, 'es-US'] };
/** mf-marketing's Success Stories, also in Spanish. */
export const TESTIMONIALS_PAGE: OtherPage = { path: '/testimonials', languages: [DEFAULT_LANGUAGE, 'es-US'] };
/** The admin area is English only. */
export const ADMIN_LOGIN_PAGE: OtherPage = { path: '/admin/login', languages: [DEFAULT_LANGUAGE] };

/** How to link to a page from a page in `language`: a router link, or a plain link to its English page. */
export function linkTo(page: OtherPage, language: SiteLanguage): { to: string } | { href: string; hrefLang: SiteLanguage } {
  return page.languages.includes(language) ? { to: page.path } : { href: page.path, hrefLang: DEFAULT_LANGUAGE };
}

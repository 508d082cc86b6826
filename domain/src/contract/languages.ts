import type { MenuEntry, PageMeta } from './pageManifest';

// The site's languages (issue #30). The URL alone decides a page's language: the English page
// at its path, the Spanish one under /es with the same slug. A page is offered in a language
// when its remote's page manifest carries the page's texts in it (`translations`). No zod here:
// the shell reads this on every page.

export const SITE_LANGUAGES = ['en-US', 'es-US'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
/** The language of the site's own paths, and of every text a translation lacks. */
export const DEFAULT_LANGUAGE = 'en-US' satisfies SiteLanguage;
/** The languages a page may be translated into. */
export type TranslatedLanguage = Exclude<SiteLanguage, typeof DEFAULT_LANGUAGE>;

const PREFIXES: Record<TranslatedLanguage, string> = { 'es-US': '/es' };

/** Each language named in itself: what the switcher shows. */
export const LANGUAGE_NAMES: Record<SiteLanguage, string> = { 'en-US': 'English', 'es-US': 'Español' };

/** The cookie that remembers the language a visitor chose with the switcher (never a redirect). */
export const LANGUAGE_COOKIE = 'powernest_language';

/** The path prefix of a language ('' for English). */
export function languagePrefix(language: SiteLanguage): string {
  return language === DEFAULT_LANGUAGE ? '' : PREFIXES[language];
}

/** A path's language and the page path without its prefix: `/es/about` -> es-US, `/about`; `/es` -> es-US, `/`. */
export function splitLanguage(pathname: string): { language: SiteLanguage; path: string } {
  for (const [language, prefix] of Object.entries(PREFIXES) as [TranslatedLanguage, string][]) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return { language, path: pathname.slice(prefix.length) || '/' };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname };
}

/** A page path in a language: `/about` in es-US is `/es/about`, `/` is `/es`. */
export function pathInLanguage(path: string, language: SiteLanguage): string {
  const prefix = languagePrefix(language);
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
}

/** The languages a page is offered in: English, and each its manifest translates it into. */
export function languagesOfPage(page: Pick<PageMeta, 'translations'>): SiteLanguage[] {
  return SITE_LANGUAGES.filter((language) => language === DEFAULT_LANGUAGE || page.translations?.[language] !== undefined);
}

/** The page's texts (title, heading, description, keywords) in a language, English where it has none. */
export function pageIn<P extends PageMeta>(page: P, language: SiteLanguage): P {
  const texts = language === DEFAULT_LANGUAGE ? undefined : page.translations?.[language];
  return texts ? { ...page, ...texts } : page;
}

/** A menu entry's label in a language, English where it has none. */
export function menuLabelIn(entry: MenuEntry, language: SiteLanguage): string {
  return (language === DEFAULT_LANGUAGE ? undefined : entry.translations?.[language]?.label) ?? entry.label;
}

/** Where the language switcher sends a visitor: the site server remembers the choice (LANGUAGE_COOKIE) and shows `path` in `language`. */
export const LANGUAGE_SWITCH_PATH = '/language';
export function languageSwitchHref(path: string, language: SiteLanguage): string {
  return `${LANGUAGE_SWITCH_PATH}?${new URLSearchParams({ to: language, page: path })}`;
}

/** A stored or sent language if it is one of the site's, else the default (old records, hostile input). */
export function siteLanguageOr(value: unknown): SiteLanguage {
  return (SITE_LANGUAGES as readonly unknown[]).includes(value) ? (value as SiteLanguage) : DEFAULT_LANGUAGE;
}

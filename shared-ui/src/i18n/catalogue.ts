import { DEFAULT_LANGUAGE, type SiteLanguage, type TranslatedLanguage } from '@powernest/domain';

/** A catalogue: message ids and their messages (ICU where a message needs values: "{count, plural, one {# partner} other {# partners}}"). */
export type Catalogue = Readonly<Record<string, string>>;
/** The same ids in another language; an id left out falls back to English (and is logged). */
export type Translation<C extends Catalogue> = Partial<Record<keyof C, string>>;
/** Every catalogue of one owner (a remote, the shell's frame): English whole, the others as far as they go. */
export type Catalogues<C extends Catalogue> = { readonly 'en-US': C } & { readonly [L in TranslatedLanguage]?: Translation<C> };

const reported = new Set<string>();

/**
 * A message in the language, else in English; a missing one is reported once (console.warn: the
 * server log on the server, the console in the browser), never shown as its raw id.
 */
export function messageIn<C extends Catalogue>(catalogues: Catalogues<C>, language: SiteLanguage, id: keyof C & string): string {
  const own = language === DEFAULT_LANGUAGE ? undefined : catalogues[language];
  const message = own?.[id];
  if (message !== undefined) return message;
  if (own && !reported.has(`${language}:${id}`)) {
    reported.add(`${language}:${id}`);
    console.warn(`[i18n] no ${language} text for "${id}": English shown`);
  }
  return catalogues['en-US'][id] as string;
}

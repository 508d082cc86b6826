import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LANGUAGE, type SiteLanguage, type TranslatedLanguage } from '@powernest/domain';

/** A catalogue: message ids and their ICU messages ("{count, plural, one {# partner} other {# partners}}"). */
export type Catalogue = Readonly<Record<string, string>>;
/** The same ids in another language; an id left out falls back to English (and is logged). */
export type Translation<C extends Catalogue> = Partial<Record<keyof C, string>>;
/** Every catalogue of one owner (a remote, the shell's frame): English whole, the others as far as they go. */
export type Catalogues<C extends Catalogue> = { readonly 'en-US': C } & { readonly [L in TranslatedLanguage]?: Translation<C> };
export type MessageValues = Record<string, string | number | Date>;
/** A message of a catalogue in one language, its values filled in. */
export type Translate<C extends Catalogue> = (id: keyof C & string, values?: MessageValues) => string;

const formats = new Map<string, IntlMessageFormat>();
const reported = new Set<string>();

/** A message with its values, formatted by ICU rules for the language (plurals, numbers, dates through Intl). */
export function formatMessage(message: string, language: SiteLanguage, values?: MessageValues): string {
  // Plain text (most messages) needs no formatter.
  if (!/[{}']/.test(message)) return message;
  const key = `${language}\u0000${message}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(message, language);
    formats.set(key, format);
  }
  return String(format.format(values));
}

/**
 * A translator over one owner's catalogues: the message in the language, else in English; a
 * missing one is reported once (console.warn: the server log on the server, the console in the
 * browser), never shown as its raw id.
 */
export function translator<C extends Catalogue>(catalogues: Catalogues<C>, language: SiteLanguage): Translate<C> {
  const own = language === DEFAULT_LANGUAGE ? undefined : catalogues[language];
  return (id, values) => {
    let message = own?.[id];
    if (message === undefined) {
      if (own && !reported.has(`${language}:${id}`)) {
        reported.add(`${language}:${id}`);
        console.warn(`[i18n] no ${language} text for "${id}": English shown`);
      }
      message = catalogues['en-US'][id] as string;
    }
    return formatMessage(message, language, values);
  };
}

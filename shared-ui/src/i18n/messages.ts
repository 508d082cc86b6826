import { IntlMessageFormat } from 'intl-messageformat';
import type { SiteLanguage } from '@powernest/domain';
import { messageIn, type Catalogue, type Catalogues } from './catalogue';

export type MessageValues = Record<string, string | number | Date>;
/** A message of a catalogue in one language, its values filled in. */
export type Translate<C extends Catalogue> = (id: keyof C & string, values?: MessageValues) => string;

const formats = new Map<string, IntlMessageFormat>();

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

/** A translator over one owner's ICU catalogues (messageIn, then formatMessage). */
export function translator<C extends Catalogue>(catalogues: Catalogues<C>, language: SiteLanguage): Translate<C> {
  return (id, values) => formatMessage(messageIn(catalogues, language, id), language, values);
}

import { useMemo } from 'react';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@powernest/domain';
import { useLanguage, useText, type Catalogues, type Translate } from '@powernest/shared-ui/i18n';
import { EN, type LocatorTextId } from './en-US';
import { ES } from './es-US';

export type { LocatorTextId };
export type LocatorText = Translate<typeof EN>;

/** The locator's catalogues (issue #30): fixing a text is a deploy of this remote. */
export const LOCATOR_TEXT: Catalogues<typeof EN> = { 'en-US': EN, 'es-US': ES };

/** The page's texts: `const t = useLocatorText(); t('results.found', { count })`. */
export function useLocatorText(): LocatorText {
  return useText(LOCATOR_TEXT);
}

/**
 * A number as the page shows it on its own (a Network Stats figure): in the language's digits
 * by Intl ("1,234" for es-US), and in English as the page always has ("1234").
 */
export function numberIn(language: SiteLanguage): (n: number) => string {
  if (language === DEFAULT_LANGUAGE) return String;
  const format = new Intl.NumberFormat(language);
  return (n) => format.format(n);
}

export function useNumberFormat(): (n: number) => string {
  const language = useLanguage();
  return useMemo(() => numberIn(language), [language]);
}

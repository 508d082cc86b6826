import { useMemo } from 'react';
import { OFFER_PROMISES, OFFER_VALUES, type SiteLanguage } from '@powernest/domain';
import { useLanguage, type Translate } from '@powernest/shared-ui/i18n';
import { useMarketingText } from './index';
import type { EN } from './en-US';

// The offer's figures as the pages quote them, in the page's language (issue #30). The domain
// writes them in English ("$3,000-$5,000", "24-48 hours"); read here into numbers and a unit, they
// are formatted by Intl for the language and passed to the catalogues' messages as values, so a
// changed figure in the domain changes the Spanish sentence too. A figure of another shape throws
// (the tests render every page), rather than showing English in a Spanish sentence.

const AMOUNT = /^\$(\d{1,3}(?:,\d{3})*)(?:-\$(\d{1,3}(?:,\d{3})*))?(\+)?( FREE)?$/;
const DURATION = /^(\d+)(?:-(\d+))?(\+)? ([a-z]+)$/;

function parts(text: string, shape: RegExp): RegExpExecArray {
  const match = shape.exec(text);
  if (!match) throw new Error(`The offer's figure "${text}" has a shape mf-marketing cannot translate (src/i18n/figures.ts)`);
  return match;
}

/** "$3,000-$5,000", "$4,000+ FREE" in the language. */
function amountIn(text: string, language: SiteLanguage, t: Translate<typeof EN>): string {
  const [, from, to, plus = '', free] = parts(text, AMOUNT);
  const usd = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const amount = [from, to].filter((n) => n !== undefined).map((n) => usd.format(Number(n.replace(/,/g, '')))).join('-') + plus;
  return free ? t('figure.free', { amount }) : amount;
}

/** "24-48 hours", "15+ minutes" in the language. */
function durationIn(text: string, language: SiteLanguage, t: Translate<typeof EN>): string {
  const [, from, to, plus = '', unit] = parts(text, DURATION);
  const number = new Intl.NumberFormat(language);
  const figure = [from, to].filter((n) => n !== undefined).map((n) => number.format(Number(n))).join('-') + plus;
  return t('figure.duration', { figure, unit: unit! });
}

export type OfferFigures = ReturnType<typeof offerFigures>;

export function offerFigures(language: SiteLanguage, t: Translate<typeof EN>) {
  return {
    equipment: amountIn(OFFER_VALUES.equipment, language, t),
    installation: amountIn(OFFER_VALUES.installation, language, t),
    total: amountIn(OFFER_VALUES.total, language, t),
    contactWithin: durationIn(OFFER_PROMISES.contactWithin, language, t),
    reviewWithin: durationIn(OFFER_PROMISES.reviewWithin, language, t),
    installationTime: durationIn(OFFER_PROMISES.installation, language, t),
    applyIn: durationIn(OFFER_PROMISES.applyIn, language, t),
    notice: durationIn(OFFER_PROMISES.terminationNotice, language, t),
  };
}

/** The offer's figures in the page's language, as message values: `t('home.applyIn', figures)`. */
export function useOfferFigures(): OfferFigures {
  const language = useLanguage();
  const t = useMarketingText();
  return useMemo(() => offerFigures(language, t), [language, t]);
}

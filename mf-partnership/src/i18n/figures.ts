import { useMemo } from 'react';
import { APPLICATION_LINK_DAYS, BRAND_NAME, CHANGE_CUTOFF_HOURS, OFFER_AMOUNTS, amountIn, durationIn, offerFiguresIn, type SiteLanguage } from '@powernest/domain';
import { useLanguage } from '@powernest/shared-ui/i18n';

// The figures this remote's messages quote, in the page's language (issue #30): the offer's from
// the domain (offerFiguresIn: "24 a 48 horas", "$3,000-$5,000"), the status page's rules from their
// constants, all written by Intl. They are passed to every message as values ({applyIn},
// {equipment}); a catalogue never writes a figure itself.

/** How far ahead an applicant can book a visit: BOOKING_HORIZON_DAYS of '@powernest/domain/visits' (not imported here: it brings luxon; a test checks the two agree). */
export const BOOKING_HORIZON_DAYS = 30;

export function partnershipFigures(language: SiteLanguage) {
  return {
    ...offerFiguresIn(language),
    brand: BRAND_NAME,
    /** "$0": the upfront cost. */
    zero: amountIn({ from: 0 }, language),
    /** "$4,000": the total without its "+" ("more than $4,000 of value"). */
    totalFrom: amountIn({ from: OFFER_AMOUNTS.total.from }, language),
    /** "24 hours": how late a visit can still be changed. */
    cutoff: durationIn({ from: CHANGE_CUTOFF_HOURS, unit: 'hour' }, language),
    /** "180 days": how long a status link works. */
    linkDays: durationIn({ from: APPLICATION_LINK_DAYS, unit: 'day' }, language),
    /** "30 days": how far ahead visits are offered. */
    horizon: durationIn({ from: BOOKING_HORIZON_DAYS, unit: 'day' }, language),
  };
}
export type PartnershipFigures = ReturnType<typeof partnershipFigures>;

/** The figures in the page's language, as message values: `t('faq.more.text', figures)`. */
export function usePartnershipFigures(): PartnershipFigures {
  const language = useLanguage();
  return useMemo(() => partnershipFigures(language), [language]);
}

/** Whole US dollars in the language ("$6,750"): the calculator's amounts, written as the domain writes the offer's. */
export function usdIn(language: SiteLanguage): (amount: number) => string {
  return (amount) => amountIn({ from: amount }, language);
}

/** A number in the language ("1,234"). */
export function numberIn(language: SiteLanguage): (n: number) => string {
  const format = new Intl.NumberFormat(language);
  return (n) => format.format(n);
}

/** A percentage given in percent (70 -> "70%"); `signed` writes "+30%". */
export function percentIn(language: SiteLanguage, { signed = false } = {}): (percent: number) => string {
  const format = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1, signDisplay: signed ? 'always' : 'auto' });
  return (percent) => format.format(percent / 100);
}

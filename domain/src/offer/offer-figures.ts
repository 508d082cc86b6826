import type { SiteLanguage } from '../contract/languages';

// The offer's figures as numbers (product.md §1, §9), written out per language by Intl (issue #30): the
// English texts product.md quotes ("$3,000-$5,000", "24-48 hours") and the Spanish ones come from
// the same numbers, so a changed figure changes every language at once.

/** An amount in US dollars, or a range of two; `orMore` writes "$4,000+". */
export interface OfferAmount {
  readonly from: number;
  readonly to?: number;
  readonly orMore?: boolean;
}
/** A length of time in one unit ("24-48 hours", "15+ minutes"). */
export interface OfferDuration extends OfferAmount {
  readonly unit: 'minute' | 'hour' | 'day' | 'week';
}

/** Every applicant hears from the team within this many hours (the admin dashboard checks it). */
export const CONTACT_WITHIN_HOURS = 24;

export const OFFER_AMOUNTS = {
  equipment: { from: 3000, to: 5000 },
  installation: { from: 500 },
  /** Quoted with the word for "free" after it ("$4,000+ FREE"). */
  total: { from: 4000, orMore: true },
} as const satisfies Record<string, OfferAmount>;

export const OFFER_DURATIONS = {
  contactWithin: { from: CONTACT_WITHIN_HOURS, unit: 'hour' },
  reviewWithin: { from: 24, to: 48, unit: 'hour' },
  siteEvaluation: { from: 1, to: 2, unit: 'week' },
  installation: { from: 2, to: 4, unit: 'hour' },
  applyIn: { from: 5, unit: 'minute' },
  terminationNotice: { from: 30, unit: 'day' },
  typicalStay: { from: 15, orMore: true, unit: 'minute' },
} as const satisfies Record<string, OfferDuration>;

/** "from-to" or "from+" in the language's digits, each number written by `write`. */
function span({ from, to, orMore }: OfferAmount, write: (n: number) => string): string {
  return (to === undefined ? write(from) : `${write(from)}-${write(to)}`) + (orMore ? '+' : '');
}

/** "$3,000-$5,000", "$4,000+" in the language (whole dollars). */
export function amountIn(amount: OfferAmount, language: SiteLanguage): string {
  const usd = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  return span(amount, (n) => usd.format(n));
}

/**
 * How each language words a range and an open end around the unit: English writes "24-48 hours"
 * and "15+ minutes"; Spanish writes the range in words and the open end after the unit ("24 a 48
 * horas", "15 minutos o más"), as an es-US reader expects.
 */
const DURATION_WORDING: Record<SiteLanguage, { range: (from: string, to: string) => string; orMore: (figure: string, phrase: string) => string }> = {
  'en-US': { range: (from, to) => `${from}-${to}`, orMore: (figure, phrase) => phrase.replace(figure, `${figure}+`) },
  'es-US': { range: (from, to) => `${from} a ${to}`, orMore: (_figure, phrase) => `${phrase} o más` },
};

/** "24-48 hours" / "24 a 48 horas", "15+ minutes" / "15 minutos o más": the unit worded by Intl for the last number. */
export function durationIn(duration: OfferDuration, language: SiteLanguage): string {
  const parts = new Intl.NumberFormat(language, { style: 'unit', unit: duration.unit, unitDisplay: 'long' }).formatToParts(duration.to ?? duration.from);
  const number = new Intl.NumberFormat(language);
  const wording = DURATION_WORDING[language];
  const figure = duration.to === undefined ? number.format(duration.from) : wording.range(number.format(duration.from), number.format(duration.to));
  let placed = false;
  const phrase = parts
    .map((p) => {
      if (p.type !== 'integer' && p.type !== 'group') return p.value;
      if (placed) return '';
      placed = true;
      return figure;
    })
    .join('');
  return duration.orMore ? wording.orMore(figure, phrase) : phrase;
}

/** Every figure of the offer in the language, as the pages pass them to their messages. */
export function offerFiguresIn(language: SiteLanguage) {
  const d = OFFER_DURATIONS;
  return {
    equipment: amountIn(OFFER_AMOUNTS.equipment, language),
    installation: amountIn(OFFER_AMOUNTS.installation, language),
    /** Without its "FREE": each language's catalogue words it. */
    total: amountIn(OFFER_AMOUNTS.total, language),
    contactWithin: durationIn(d.contactWithin, language),
    reviewWithin: durationIn(d.reviewWithin, language),
    siteEvaluation: durationIn(d.siteEvaluation, language),
    installationTime: durationIn(d.installation, language),
    applyIn: durationIn(d.applyIn, language),
    notice: durationIn(d.terminationNotice, language),
    typicalStay: durationIn(d.typicalStay, language),
  };
}
export type OfferFigures = ReturnType<typeof offerFiguresIn>;

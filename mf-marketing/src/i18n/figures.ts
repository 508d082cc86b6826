import { useMemo } from 'react';
import { offerFiguresIn, type SiteLanguage } from '@powernest/domain';
import { useLanguage, type Translate } from '@powernest/shared-ui/i18n';
import { useMarketingText } from './index';
import type { EN } from './en-US';

// The offer's figures as the pages quote them, in the page's language (issue #30): the domain
// writes them from its numbers with Intl (offerFiguresIn: "24 a 48 horas", "$3,000-$5,000"); the
// catalogues add only the word for "free" after the total. They are passed to the messages as
// values, so a changed figure in the domain changes every sentence in both languages.

export type OfferFigures = ReturnType<typeof offerFigures>;

export function offerFigures(language: SiteLanguage, t: Translate<typeof EN>) {
  const figures = offerFiguresIn(language);
  return {
    equipment: figures.equipment,
    installation: figures.installation,
    total: t('figure.free', { amount: figures.total }),
    contactWithin: figures.contactWithin,
    reviewWithin: figures.reviewWithin,
    installationTime: figures.installationTime,
    applyIn: figures.applyIn,
    notice: figures.notice,
  };
}

/** The offer's figures in the page's language, as message values: `t('home.applyIn', figures)`. */
export function useOfferFigures(): OfferFigures {
  const language = useLanguage();
  const t = useMarketingText();
  return useMemo(() => offerFigures(language, t), [language, t]);
}

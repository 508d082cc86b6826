import { useMemo } from 'react';
import { BRAND_NAME, LEAD_MESSAGES, formatLaunchDate, LEAD_TEXTS, PAGE_FORM_IDS, type SiteLanguage } from '@powernest/domain';
import { useLanguage } from '@powernest/shared-ui/i18n';
import { EN } from '../../i18n/en-US';
import { useLocatorText, type LocatorText } from '../../i18n';

/** The waiting list's form id (its hidden `form` field), as the site server knows it. */
export const WAITING_LIST_FORM = PAGE_FORM_IDS.waitingList;

/** The API's messages this remote words in every language (the English ones are the domain's). */
const PROBLEM_IDS = ['coverage.problem.placeRequired', 'coverage.problem.placeNotFound', 'coverage.problem.emailRequired'] as const;

/**
 * The coverage check's answers in the page's language, worded from the API's answer: whether the
 * place is covered, its area, the miles (issue #30). A message the API sends as a sentence (a
 * refused place or e-mail) is worded anew when it is one the domain knows; another one (a
 * server's own error) is shown as sent; `null` is a check that failed without one.
 */
function coverageAnswers(t: LocatorText, language: SiteLanguage) {
  return {
    covered: (place: string, miles: number) => t('coverage.covered', { brand: BRAND_NAME, place, miles }),
    notCovered: (place: string, radius: number) => t('coverage.notCovered', { brand: BRAND_NAME, place, radius }),
    nearest: (miles: number) => t('coverage.nearest', { miles }),
    firstPartner: (place: string) => t('coverage.firstPartner', { place }),
    served: (area: string, place: string, radius: number) => t('coverage.served', { brand: BRAND_NAME, area, place, radius }),
    applyNow: t('coverage.applyNow'),
    /** A coming-soon area, on its launch date in the page's language. */
    comingSoon: (area: string, launchDate?: string) =>
      launchDate
        ? t('coverage.comingSoon', { brand: BRAND_NAME, area, date: formatLaunchDate(launchDate, language) })
        : t('coverage.comingSoonUndated', { brand: BRAND_NAME, area }),
    joinedTitle: t('coverage.joinedTitle'),
    joined: (place: string) => t('coverage.joined', { place }),
    refusedTitle: t('coverage.refusedTitle'),
    problem: (message: string | null): string => {
      if (message === null) return t('coverage.failed');
      if (message === LEAD_MESSAGES.email) return LEAD_TEXTS[language].required.email;
      if (message === LEAD_TEXTS['en-US'].errorFallback) return LEAD_TEXTS[language].errorFallback;
      const id = PROBLEM_IDS.find((known) => EN[known] === message);
      return id ? t(id) : message;
    },
  };
}

export type CoverageAnswers = ReturnType<typeof coverageAnswers>;

export function useCoverageAnswers(): CoverageAnswers {
  const t = useLocatorText();
  const language = useLanguage();
  return useMemo(() => coverageAnswers(t, language), [t, language]);
}

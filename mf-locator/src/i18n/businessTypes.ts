import { useMemo } from 'react';
import { DEFAULT_LANGUAGE, MAP_LEGEND_OPTIONS, businessTypeLabelIn, optionsIn, type Option } from '@powernest/domain';
import { useLanguage } from '@powernest/shared-ui/i18n';

// The business types are the domain's words in every language (the API, the forms and the other
// remotes name them the same): never written in this remote's catalogues.

/** A partner's business type as the badge and the popup name it, in the page's language. */
export function useBusinessTypeLabel(): (value: string) => string {
  const language = useLanguage();
  return useMemo(() => (value: string) => businessTypeLabelIn(language, value), [language]);
}

/** The filter's business types (every type a partner can have), in the domain's order and the page's language. */
export function useBusinessTypeOptions(): Option[] {
  const language = useLanguage();
  return useMemo(() => optionsIn(language, 'businessType'), [language]);
}

/**
 * The map legend: in English product.md §3's short labels (MAP_LEGEND_OPTIONS), in another language
 * the domain's label of each type, in the legend's order.
 */
export function useLegendOptions(): Option[] {
  const language = useLanguage();
  return useMemo(
    () => (language === DEFAULT_LANGUAGE ? [...MAP_LEGEND_OPTIONS] : MAP_LEGEND_OPTIONS.map((o) => ({ value: o.value, label: businessTypeLabelIn(language, o.value) }))),
    [language],
  );
}

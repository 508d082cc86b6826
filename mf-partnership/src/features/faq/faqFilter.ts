import { FAQ_CATEGORY_OPTIONS } from '@powernest/domain';
import type { PartnershipTranslate } from '../../i18n';
import { FAQ_ITEMS, type FaqItem } from './faqItems';

// The category filter is the query (`/faq?category=cost`): its chips are links, so they work
// before the page's code runs and without it (the server renders the filtered list).

export type CategoryFilter = (typeof FAQ_CATEGORY_OPTIONS)[number]['value'];

/** The query parameter that holds the chosen category. */
const CATEGORY_PARAM = 'category';

/** The chosen category; none, or one the FAQ does not know, is "all". */
export function categoryIn(query: URLSearchParams): CategoryFilter {
  const value = query.get(CATEGORY_PARAM);
  return FAQ_CATEGORY_OPTIONS.find((o) => o.value === value)?.value ?? 'all';
}

/** The query of a chip's link ("all" is the bare page). */
export function categorySearch(category: CategoryFilter): string {
  return category === 'all' ? '' : `?${new URLSearchParams({ [CATEGORY_PARAM]: category })}`;
}

export function faqItemsIn(category: CategoryFilter): readonly FaqItem[] {
  return category === 'all' ? FAQ_ITEMS : FAQ_ITEMS.filter((item) => item.category === category);
}

/** "Showing all 12 questions", "Showing 2 questions about cost", in the page's language. */
export function countText(t: PartnershipTranslate, category: CategoryFilter, count: number): string {
  return category === 'all'
    ? t('faq.count.all', { count })
    : t('faq.count.category', { count, category, label: t(`faq.category.${category}`).toLowerCase() });
}

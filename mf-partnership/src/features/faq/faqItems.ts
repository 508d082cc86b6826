import type { FaqCategory } from '@powernest/domain';
import type { PartnershipTranslate } from '../../i18n';
import type { PartnershipFigures } from '../../i18n/figures';

/** product.md §3 FAQ item: its id and category; its question and answer are the catalogues' `faq.<id>.question` and `faq.<id>.answer` (src/i18n). */
export interface FaqItem {
  id: FaqId;
  category: FaqCategory;
}

/**
 * The twelve questions of the FAQ (product.md §2). Every promise in them is one product.md makes
 * (product.md §1 claims, §9 promises and values); nothing else is promised.
 */
export const FAQ_ITEMS = [
  { id: 'cost-free', category: 'cost' },
  { id: 'cost-hidden-fees', category: 'cost' },
  { id: 'cost-customers', category: 'cost' },
  { id: 'kiosks-what', category: 'kiosks' },
  { id: 'kiosks-how-many', category: 'kiosks' },
  { id: 'kiosks-breakdown', category: 'kiosks' },
  { id: 'liability-loss', category: 'liability' },
  { id: 'liability-zero', category: 'liability' },
  { id: 'installation-time', category: 'installation' },
  { id: 'installation-needs', category: 'installation' },
  { id: 'partnership-apply', category: 'partnership' },
  { id: 'partnership-end', category: 'partnership' },
] as const satisfies readonly { id: string; category: FaqCategory }[];

type FaqId = (typeof FAQ_ITEMS)[number]['id'];

/** An item's question and answer in a language (`t`), its figures as values. */
export function faqTexts(item: FaqItem, t: PartnershipTranslate, figures: PartnershipFigures): { question: string; answer: string } {
  return { question: t(`faq.${item.id}.question`, figures), answer: t(`faq.${item.id}.answer`, figures) };
}

import { useText, type Catalogues, type Translate } from '@powernest/shared-ui/i18n';
import { EN, type PartnershipTextId } from './en-US';
import { ES } from './es-US';

export type { PartnershipTextId };
export type PartnershipTranslate = Translate<typeof EN>;

/** The partnership remote's catalogues (issue #30): fixing a text is a deploy of this remote. */
export const PARTNERSHIP_TEXT: Catalogues<typeof EN> = { 'en-US': EN, 'es-US': ES };

/** The page's language and its texts: `const t = usePartnershipText(); t('faq.intro')`. */
export function usePartnershipText(): PartnershipTranslate {
  return useText(PARTNERSHIP_TEXT);
}

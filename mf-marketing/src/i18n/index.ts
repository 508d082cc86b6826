import { useText, type Catalogues, type Translate } from '@powernest/shared-ui/i18n';
import { EN, type MarketingTextId } from './en-US';
import { ES } from './es-US';

export type { MarketingTextId };

/** The marketing remote's catalogues (issue #30): fixing a text is a deploy of this remote. */
export const MARKETING_TEXT: Catalogues<typeof EN> = { 'en-US': EN, 'es-US': ES };

/** The page's language and its texts: `const t = useMarketingText(); t('home.tagline')`. */
export function useMarketingText(): Translate<typeof EN> {
  return useText(MARKETING_TEXT);
}

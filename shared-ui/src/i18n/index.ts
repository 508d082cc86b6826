// Languages (issue #30), a bundled entry: each remote reads its own catalogues with it.
import { useMemo } from 'react';
import { useLanguage } from './useLanguage';
import { translator, type Catalogue, type Catalogues, type Translate } from './messages';

export { useLanguage } from './useLanguage';
export { formatMessage, translator, type Catalogue, type Catalogues, type MessageValues, type Translate, type Translation } from './messages';

/** The page's language and a translator over these catalogues: `const t = useText(CATALOGUES); t('heading')`. */
export function useText<C extends Catalogue>(catalogues: Catalogues<C>): Translate<C> {
  const language = useLanguage();
  return useMemo(() => translator(catalogues, language), [catalogues, language]);
}

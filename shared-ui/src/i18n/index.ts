// Languages (issue #30), a bundled entry: each remote reads its own catalogues with it.
import { useMemo } from 'react';
import { useLanguage } from './useLanguage';
import { messageIn, type Catalogue, type Catalogues } from './catalogue';
import { translator, type Translate } from './messages';

export { useLanguage } from './useLanguage';
export { messageIn, type Catalogue, type Catalogues, type Translation } from './catalogue';
export { formatMessage, translator, type MessageValues, type Translate } from './messages';

/** The page's language and a translator over these ICU catalogues: `const t = useText(CATALOGUES); t('partners', { count })`. */
export function useText<C extends Catalogue>(catalogues: Catalogues<C>): Translate<C> {
  const language = useLanguage();
  return useMemo(() => translator(catalogues, language), [catalogues, language]);
}

/**
 * The same over catalogues of plain texts (no values, no ICU): the shell's frame, which every
 * page starts with, so it carries no message formatter.
 */
export function usePlainText<C extends Catalogue>(catalogues: Catalogues<C>): (id: keyof C & string) => string {
  const language = useLanguage();
  return useMemo(() => (id: keyof C & string) => messageIn(catalogues, language, id), [catalogues, language]);
}

import { useEffect } from 'react';
import { DEFAULT_LANGUAGE, pathInLanguage } from '@powernest/domain';

/**
 * A link followed inside a translated page to a page not offered in its language (issue #30):
 * the browser loads that page's English address, as the site server would answer it, instead of
 * showing English text under a Spanish address. Only the browser gets here; the server redirects.
 */
export function OtherLanguagePage({ path, search }: { path: string; search: string }) {
  const english = `${pathInLanguage(path, DEFAULT_LANGUAGE)}${search}`;
  useEffect(() => window.location.replace(english), [english]);
  return null;
}

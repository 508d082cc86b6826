import { useHref } from '../router';
import { DEFAULT_LANGUAGE, splitLanguage, type SiteLanguage } from '@powernest/domain';

/**
 * The language of the page being shown (issue #30). The URL decides it, and the shell mounts the
 * whole site under the language's prefix (the router's basename: `/es`), so every part of the
 * page, the remotes' included, reads it from the router without a shared context of its own.
 */
export function useLanguage(): SiteLanguage {
  const root = useHref('/');
  return root === '/' ? DEFAULT_LANGUAGE : splitLanguage(root.replace(/\/$/, '')).language;
}

// By its package name, as the shared module: a relative import would bundle a second router into each remote.
import { useHref } from '@powernest/shared-ui/router';
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

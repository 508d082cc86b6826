/**
 * Page paths as remotes declare them: static (`/faq`), parameterised (`/admin/leads/:id`) or
 * prefixes (`/help/*`). One matcher for the site server, the shell and the remotes' tests.
 */

/** Trailing slashes are the same page ("/about/" is "/about"). */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** A path with no parameter and no wildcard: one URL, listed in the sitemap. */
export function isStaticPath(pattern: string): boolean {
  return !pattern.split('/').some((part) => part.startsWith(':') || part === '*');
}

/** true when `pathname` is a page of `pattern`. */
export function matchPagePath(pattern: string, pathname: string): boolean {
  const want = normalizePath(pattern).split('/');
  const got = normalizePath(pathname).split('/');
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '*' && i === want.length - 1) return got.length > i;
    if (i >= got.length) return false;
    if (want[i].startsWith(':')) {
      if (got[i] === '') return false;
    } else if (want[i] !== got[i]) return false;
  }
  return got.length === want.length;
}

/** The `:name` parameters of `pathname` under `pattern` (decoded), or null when it is not a page of it. */
export function pagePathParams(pattern: string, pathname: string): Record<string, string> | null {
  if (!matchPagePath(pattern, pathname)) return null;
  const want = normalizePath(pattern).split('/');
  const got = normalizePath(pathname).split('/');
  const params: Record<string, string> = {};
  want.forEach((part, i) => {
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(got[i]!);
      } catch {
        params[part.slice(1)] = got[i]!;
      }
    }
  });
  return params;
}

/** Static paths win over parameters, parameters over prefixes, longer over shorter. */
export function pathSpecificity(pattern: string): number {
  const parts = normalizePath(pattern).split('/');
  return parts.reduce((score, part) => score * 3 + (part === '*' ? 0 : part.startsWith(':') ? 1 : 2), parts.length);
}

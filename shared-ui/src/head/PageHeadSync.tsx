import { useEffect } from 'react';
import { useLocation } from '../router';
import { NOT_FOUND_PAGE, buildPageHead, type PageHead, type PageMeta } from '@powernest/domain';
import { useLanguage } from '../i18n/useLanguage';

/** Replaces the page's <head> tags (the ones the site server rendered) with those of `head`. */
export function applyPageHead(head: PageHead, doc: Document = document): void {
  doc.documentElement.lang = head.lang;
  doc.title = head.title;
  doc.head.querySelectorAll('[data-page-head]').forEach((el) => el.remove());
  for (const m of head.meta) {
    const el = doc.createElement('meta');
    el.setAttribute(m.key, m.id);
    el.setAttribute('content', m.content);
    el.setAttribute('data-page-head', '');
    doc.head.appendChild(el);
  }
  const link = doc.createElement('link');
  link.rel = 'canonical';
  link.href = head.canonical;
  link.setAttribute('data-page-head', '');
  doc.head.appendChild(link);
  for (const alternate of head.alternates) {
    const el = doc.createElement('link');
    el.rel = 'alternate';
    el.hreflang = alternate.hreflang;
    el.href = alternate.href;
    el.setAttribute('data-page-head', '');
    doc.head.appendChild(el);
  }
  if (head.jsonLd) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(head.jsonLd);
    script.setAttribute('data-page-head', '');
    doc.head.appendChild(script);
  }
}

/** The page metadata of a path, from the remotes' page manifests; undefined is the 404 page. */
export type PageLookup = (pathname: string) => PageMeta | undefined;

/** Keeps <head> in step with client-side navigation, from the same page manifests the server uses. */
export function PageHeadSync({ pageOf }: { pageOf: PageLookup }) {
  const { pathname } = useLocation();
  // The router's path is the page's (the language prefix is its basename).
  const language = useLanguage();
  useEffect(() => {
    applyPageHead(buildPageHead(pageOf(pathname) ?? NOT_FOUND_PAGE, pathname, window.location.origin, language));
  }, [pathname, pageOf, language]);
  return null;
}

/** For a page whose title changes with its state (e.g. a wizard step). */
export function usePageTitle(pageTitle: string | null): void {
  useEffect(() => {
    if (pageTitle) document.title = buildPageHead({ ...NOT_FOUND_PAGE, title: pageTitle }, '/').title;
  }, [pageTitle]);
}

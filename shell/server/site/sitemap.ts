import { isStaticPath, languagesOfPage, pathInLanguage, type SiteManifest } from '@powernest/domain';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * sitemap.xml: every indexable page with one address per language, from the remotes' page
 * manifests; each address lists the page in every language it is offered in (issue #30).
 */
export function renderSitemap(site: SiteManifest, origin: string): string {
  const pages = site.remotes.flatMap((r) => r.pages).filter((p) => p.index && isStaticPath(p.path) && !p.canonicalPath);
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const page of pages) {
    if (seen.has(page.path)) continue;
    seen.add(page.path);
    const languages = languagesOfPage(page);
    const links = [
      ...languages.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(origin + pathInLanguage(page.path, l))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + page.path)}"/>`,
    ].join('');
    for (const l of languages) urls.push(`  <url><loc>${escapeXml(origin + pathInLanguage(page.path, l))}</loc>${links}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

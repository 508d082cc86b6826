import { isStaticPath, type SiteManifest } from '@powernest/domain';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml: every indexable page with one address, from the remotes' page manifests. */
export function renderSitemap(site: SiteManifest, origin: string): string {
  const paths = [...new Set(site.remotes.flatMap((r) => r.pages).filter((p) => p.index && isStaticPath(p.path) && !p.canonicalPath).map((p) => p.path))];
  const urls = paths.map((p) => `  <url><loc>${escapeXml(origin + p)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

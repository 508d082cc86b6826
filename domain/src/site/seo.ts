import { BRAND_CONTACT, BRAND_NAME, BRAND_TEXTS, DEFAULT_SITE_ORIGIN, OG_IMAGE } from './brand';
import type { PageMeta } from '../contract/pageManifest';
import { isStaticPath, normalizePath } from '../contract/pagePath';
import { DEFAULT_LANGUAGE, languagesOfPage, pageIn, pathInLanguage, type SiteLanguage } from '../contract/languages';

/** Everything a page puts into <head>, computed the same on the server and in the browser. */
export interface PageHead {
  /** The page's language: `<html lang>`. */
  lang: SiteLanguage;
  title: string;
  meta: Array<{ key: 'name' | 'property'; id: string; content: string }>;
  canonical: string;
  /** The page in each language it is offered in, and x-default (English): `<link rel="alternate" hreflang>`. */
  alternates: Array<{ hreflang: string; href: string }>;
  jsonLd: Record<string, unknown> | null;
}

/** Open Graph writes a locale with an underscore. */
const ogLocale = (language: SiteLanguage) => language.replace('-', '_');


/** What a page's title starts with while it shows errors (GOV.UK's pattern), the same word in English and Spanish. */
export const ERROR_TITLE_PREFIX = 'Error: ';

export function documentTitle(pageTitle: string): string {
  return `${pageTitle} | ${BRAND_NAME}`;
}

function organization(origin: string, language: SiteLanguage) {
  return {
    '@type': 'Organization',
    name: BRAND_NAME,
    description: BRAND_TEXTS[language].description,
    url: origin,
    logo: `${origin}/logo.svg`,
    address: { '@type': 'PostalAddress', addressCountry: 'US' },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      // The team writes to Spanish applicants in Spanish (their e-mails, its message templates).
      availableLanguage: ['English', 'Spanish'],
      // The number the e-mails and the status page give (BRAND_CONTACT), in E.164.
      telephone: BRAND_CONTACT.phoneE164,
    },
    areaServed: { '@type': 'Country', name: BRAND_TEXTS[language].countryName },
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
  };
}

function structuredData(route: PageMeta, origin: string, language: SiteLanguage): Record<string, unknown> | null {
  if (route.structuredData === 'Organization') {
    return { '@context': 'https://schema.org', ...organization(origin, language), inLanguage: language };
  }
  if (route.structuredData === 'Service') {
    return {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: BRAND_TEXTS[language].serviceName,
      serviceType: BRAND_TEXTS[language].serviceType,
      description: route.description,
      inLanguage: language,
      provider: organization(origin, language),
      areaServed: { '@type': 'Country', name: BRAND_TEXTS[language].countryName },
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    };
  }
  return null;
}

/**
 * product.md §2: title, description, keywords, robots, Open Graph, Twitter card, canonical, JSON-LD;
 * issue #30: in the page's language (`pathname` without its language prefix), canonical at the
 * page's own address in that language, and the alternates of every language it is offered in.
 */
export function buildPageHead(page: PageMeta, pathname: string, origin = DEFAULT_SITE_ORIGIN, language: SiteLanguage = DEFAULT_LANGUAGE): PageHead {
  const route = pageIn(page, language);
  const title = documentTitle(route.title);
  // A pattern's page (a lead, the 404 page) is canonical at its own address.
  const canonicalPath = route.canonicalPath ?? (isStaticPath(route.path) ? route.path : normalizePath(pathname));
  const canonical = `${origin}${pathInLanguage(canonicalPath, language)}`;
  const robots = route.index ? 'index, follow' : 'noindex, nofollow';
  const languages = languagesOfPage(page);
  const alternates = route.index
    ? [
        ...languages.map((l) => ({ hreflang: l, href: `${origin}${pathInLanguage(canonicalPath, l)}` })),
        { hreflang: 'x-default', href: `${origin}${canonicalPath}` },
      ]
    : [];
  return {
    lang: language,
    title,
    canonical,
    alternates,
    meta: [
      { key: 'name', id: 'description', content: route.description },
      { key: 'name', id: 'keywords', content: route.keywords.join(', ') },
      { key: 'name', id: 'robots', content: robots },
      { key: 'property', id: 'og:title', content: title },
      { key: 'property', id: 'og:description', content: route.description },
      { key: 'property', id: 'og:type', content: route.openGraph?.type ?? 'website' },
      { key: 'property', id: 'og:url', content: canonical },
      { key: 'property', id: 'og:site_name', content: BRAND_NAME },
      { key: 'property', id: 'og:locale', content: ogLocale(language) },
      ...languages.filter((l) => l !== language).map((l) => ({ key: 'property' as const, id: 'og:locale:alternate', content: ogLocale(l) })),
      { key: 'property', id: 'og:image', content: `${origin}${OG_IMAGE.path}` },
      { key: 'property', id: 'og:image:type', content: 'image/jpeg' },
      { key: 'property', id: 'og:image:width', content: String(OG_IMAGE.width) },
      { key: 'property', id: 'og:image:height', content: String(OG_IMAGE.height) },
      { key: 'property', id: 'og:image:alt', content: BRAND_TEXTS[language].ogImageAlt },
      { key: 'name', id: 'twitter:card', content: 'summary_large_image' },
      { key: 'name', id: 'twitter:title', content: title },
      { key: 'name', id: 'twitter:description', content: route.description },
      { key: 'name', id: 'twitter:image', content: `${origin}${OG_IMAGE.path}` },
    ],
    jsonLd: structuredData(route, origin, language),
  };
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The <head> tags as HTML, for the site server (social-card scrapers run no JavaScript). */
export function renderPageHeadHtml(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.meta.map((m) => `<meta ${m.key}="${escapeHtml(m.id)}" content="${escapeHtml(m.content)}" data-page-head>`),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" data-page-head>`,
    ...head.alternates.map((a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}" data-page-head>`),
  ];
  if (head.jsonLd) {
    // "<" is escaped so no string inside the JSON can close the script element.
    const json = JSON.stringify(head.jsonLd).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json" data-page-head>${json}</script>`);
  }
  return tags.join('\n    ');
}

/** The one place the brand is named (ARCHITECTURE: "one constant in shared-ui"). */
export const BRAND_NAME = 'PowerNest';

/** Public origin used for canonical links and structured data when none is configured. */
export const DEFAULT_SITE_ORIGIN = 'https://www.powernest.example';

export const BRAND_TAGLINE =
  'Free equipment, professional installation, liability coverage and 24/7 support.';

export const BRAND_DESCRIPTION =
  'An independent distributor of zero-cost, zero-liability portable phone charger kiosks for small businesses across America.';

/**
 * How the public reaches the team, when the deployment configures nothing else (the API's
 * CONTACT_PHONE and CONTACT_EMAIL): the number the e-mails and the status page give and the one
 * search engines read in the structured data are one (issue #40).
 */
export const BRAND_CONTACT = { phone: '(555) 010-0100', phoneE164: '+1-555-010-0100', email: 'partners@powernest.example' } as const;

/** The social-card image (Open Graph, Twitter): a JPEG, as scrapers do not take SVG. */
export const OG_IMAGE = {
  path: '/og-image.jpg',
  width: 1200,
  height: 630,
  alt: `${BRAND_NAME}: free phone charger kiosks for small businesses`,
} as const;

/** The brand's words search engines and link previews show, in each language of the site (issue #40). */
export const BRAND_TEXTS = {
  'en-US': {
    description: BRAND_DESCRIPTION,
    ogImageAlt: OG_IMAGE.alt,
    serviceName: 'Zero-Cost Phone Charger Kiosk Partnership',
    serviceType: 'Portable phone charger kiosk placement',
    /** schema.org's areaServed Country name, in the page's language. */
    countryName: 'United States',
  },
  'es-US': {
    description: 'Distribuidor independiente de kioscos de baterías portátiles para celulares, sin costo ni responsabilidad legal para los pequeños negocios de todo Estados Unidos.',
    ogImageAlt: `${BRAND_NAME}: kioscos de carga gratis para pequeños negocios`,
    serviceName: 'Alianza para kioscos de carga para celulares sin costo',
    serviceType: 'Instalación de kioscos de baterías portátiles para celulares',
    countryName: 'Estados Unidos',
  },
} as const;

/** Search keywords every public page carries. */
export const KIOSK_KEYWORDS = ['free phone charger kiosk', 'power bank station', 'small business'] as const;

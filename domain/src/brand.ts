/** The one place the brand is named (ARCHITECTURE: "one constant in shared-ui"). */
export const BRAND_NAME = 'PowerNest';

/** Public origin used for canonical links and structured data when none is configured. */
export const DEFAULT_SITE_ORIGIN = 'https://www.powernest.example';

export const BRAND_TAGLINE =
  'Free equipment, professional installation, liability coverage and 24/7 support.';

export const BRAND_DESCRIPTION =
  'An independent distributor of zero-cost, zero-liability portable phone charger kiosks for small businesses across America.';

/** The social-card image (Open Graph, Twitter): a JPEG, as scrapers do not take SVG. */
export const OG_IMAGE = {
  path: '/og-image.jpg',
  width: 1200,
  height: 630,
  alt: `${BRAND_NAME}: free phone charger kiosks for small businesses`,
} as const;

/** Search keywords every public page carries. */
export const KIOSK_KEYWORDS = ['free phone charger kiosk', 'power bank station', 'small business'] as const;

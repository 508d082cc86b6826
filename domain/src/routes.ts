import type { RemoteFolder } from './remotes';

/** Who renders a route: the shell itself, or one of the remotes. */
export type RouteOwner = 'shell' | RemoteFolder;

export interface SiteRoute {
  path: string;
  owner: RouteOwner;
  /** The page title; the document title is "<title> | PowerNest". */
  title: string;
  /** The page's main heading (h1) as a visitor reads it. */
  heading: string;
  description: string;
  keywords: string[];
  /** Search engines index public pages; admin and test pages are noindex. */
  index: boolean;
  /** Aliases point their canonical link at the main path. */
  canonicalPath?: string;
  structuredData?: 'Organization' | 'Service';
}

const KIOSK_KEYWORDS = ['free phone charger kiosk', 'power bank station', 'small business'];

/** SPEC §2 route table: every path, who owns it, and its metadata. */
export const SITE_ROUTES: readonly SiteRoute[] = [
  {
    path: '/',
    owner: 'mf-marketing',
    title: 'Free Phone Charger Kiosks for Small Businesses',
    heading: 'Powering America',
    description:
      'FREE portable phone charger kiosks for small businesses. Zero cost, zero liability: equipment, installation, maintenance and 24/7 support included.',
    keywords: [...KIOSK_KEYWORDS, 'zero cost', 'zero liability'],
    index: true,
    structuredData: 'Organization',
  },
  {
    path: '/about',
    owner: 'mf-marketing',
    title: 'About Us',
    heading: 'About PowerNest',
    description:
      'PowerNest is an independent distributor of zero-cost, zero-liability phone charger kiosks, not affiliated with any specific manufacturer.',
    keywords: [...KIOSK_KEYWORDS, 'independent distributor'],
    index: true,
    structuredData: 'Organization',
  },
  {
    path: '/services',
    owner: 'mf-marketing',
    title: 'Services',
    heading: 'Our Services',
    description:
      'FREE kiosks, professional installation, maintenance and repairs, and complete liability coverage for qualified small businesses.',
    keywords: [...KIOSK_KEYWORDS, 'installation', 'maintenance', 'liability coverage'],
    index: true,
    structuredData: 'Service',
  },
  {
    path: '/contact',
    owner: 'mf-marketing',
    title: 'Contact Us',
    heading: 'Get Started Today',
    description:
      'Request FREE charging kiosk equipment for your business. We contact you within 24 hours.',
    keywords: [...KIOSK_KEYWORDS, 'contact', 'request equipment'],
    index: true,
  },
  {
    path: '/testimonials',
    owner: 'mf-marketing',
    title: 'Success Stories',
    heading: 'Success Stories',
    description:
      'How cafés, shops, hotels and clinics raised customer satisfaction and dwell time with free PowerNest charging kiosks.',
    keywords: [...KIOSK_KEYWORDS, 'testimonials', 'case studies'],
    index: true,
  },
  {
    path: '/partnership-process',
    owner: 'mf-partnership',
    title: 'Partnership Process',
    heading: 'Partnership Process',
    description:
      'Five steps from application to an active partnership: apply in 5 minutes, review in 24-48 hours, installation in 2-4 hours.',
    keywords: [...KIOSK_KEYWORDS, 'partnership process'],
    index: true,
  },
  {
    path: '/partnership-application',
    owner: 'mf-partnership',
    title: 'Partnership Application',
    heading: 'Partnership Application',
    description:
      'Apply for a free phone charger kiosk partnership in four short steps. Applications are reviewed within 24-48 hours.',
    keywords: [...KIOSK_KEYWORDS, 'apply', 'partnership application'],
    index: true,
  },
  {
    path: '/roi-calculator',
    owner: 'mf-partnership',
    title: 'ROI Calculator',
    heading: 'ROI Calculator',
    description:
      'Calculate what a free charging kiosk is worth to your business: dwell time, satisfaction, repeat visits and revenue.',
    keywords: [...KIOSK_KEYWORDS, 'ROI calculator', 'revenue'],
    index: true,
  },
  {
    path: '/faq',
    owner: 'mf-partnership',
    title: 'FAQ',
    heading: 'Frequently Asked Questions',
    description:
      'Answers about cost, kiosks, liability, installation and partnership terms for PowerNest charging kiosks.',
    keywords: [...KIOSK_KEYWORDS, 'FAQ'],
    index: true,
  },
  {
    path: '/find-locations',
    owner: 'mf-locator',
    title: 'Find Locations',
    heading: 'Find PowerNest Locations',
    description:
      'Businesses near you offer FREE charging stations for customer use. Find a PowerNest partner location.',
    keywords: [...KIOSK_KEYWORDS, 'locations', 'charging near me'],
    index: true,
  },
  {
    path: '/email-setup',
    owner: 'mf-admin',
    title: 'Email Setup Guide',
    heading: 'Email Setup Guide',
    description: 'How to connect an e-mail-sending provider for lead notifications.',
    keywords: ['email setup'],
    index: false,
  },
  {
    path: '/admin-login',
    owner: 'mf-admin',
    title: 'Admin Login',
    heading: 'Admin Login',
    description: 'Sign in to the PowerNest admin area.',
    keywords: ['admin'],
    index: false,
  },
  {
    path: '/admin',
    owner: 'mf-admin',
    title: 'Admin Login',
    heading: 'Admin Login',
    description: 'Sign in to the PowerNest admin area.',
    keywords: ['admin'],
    index: false,
    canonicalPath: '/admin-login',
  },
  {
    path: '/admin/login',
    owner: 'mf-admin',
    title: 'Admin Login',
    heading: 'Admin Login',
    description: 'Sign in to the PowerNest admin area.',
    keywords: ['admin'],
    index: false,
    canonicalPath: '/admin-login',
  },
  {
    path: '/admin-dashboard',
    owner: 'mf-admin',
    title: 'Admin Dashboard',
    heading: 'Admin Dashboard',
    description: 'Leads and analytics for PowerNest administrators.',
    keywords: ['admin'],
    index: false,
  },
  {
    path: '/test',
    owner: 'shell',
    title: 'Test Page',
    heading: 'Test Page',
    description: 'Placeholder test page.',
    keywords: ['test'],
    index: false,
  },
  {
    path: '/test-simple',
    owner: 'shell',
    title: 'Simple Test Page',
    heading: 'Simple Test Page',
    description: 'Placeholder test page.',
    keywords: ['test'],
    index: false,
  },
];

/** The page shown for any other path (SPEC §2: text "404 Page Not Found"). */
export const NOT_FOUND_ROUTE: SiteRoute = {
  path: '*',
  owner: 'shell',
  title: 'Page Not Found',
  heading: '404 Page Not Found',
  description: 'The page you were looking for does not exist.',
  keywords: [],
  index: false,
};

/** Trailing slashes are the same page ("/about/" is "/about"). */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function findRoute(pathname: string): SiteRoute | undefined {
  const path = normalizePath(pathname);
  return SITE_ROUTES.find((r) => r.path === path);
}

export function routesOwnedBy(owner: RouteOwner): SiteRoute[] {
  return SITE_ROUTES.filter((r) => r.owner === owner);
}

/** The route's metadata, for pages that show their own heading. Throws on a typo. */
export function pageMeta(path: string): SiteRoute {
  const route = findRoute(path);
  if (!route) throw new Error(`No route ${path} in SITE_ROUTES`);
  return route;
}

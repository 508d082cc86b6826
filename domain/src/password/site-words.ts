import { BRAND_NAME } from '../site/brand';

/**
 * Words a guesser of a PowerNest password tries first: the brand (whole and in parts) and what the
 * site is about. zxcvbn treats them as a dictionary of their own, so "PowerNest2026" is weak.
 */
export const SITE_WORDS = [
  BRAND_NAME.toLowerCase(),
  'power',
  'nest',
  'kiosk',
  'kiosks',
  'charger',
  'chargers',
  'charging',
  'powerbank',
  'phone',
  'battery',
  'partner',
  'partners',
  'partnership',
  'admin',
  'dashboard',
  'leads',
  'locator',
];

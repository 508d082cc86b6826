import { SCRIPTS_AFTER_PAINT_CSP } from './ssr/scriptsAfterPaint';

/**
 * Features no page of the site uses, switched off for the page and anything it embeds; the
 * locator's "find nearest" asks for the visitor's position, so geolocation stays with this origin.
 * Only features Chromium knows: an unknown one is a console error on every page.
 */
const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  ...['camera', 'microphone', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture', 'accelerometer', 'gyroscope', 'magnetometer', 'xr-spatial-tracking', 'idle-detection', 'screen-wake-lock'].map((feature) => `${feature}=()`),
].join(', ');

/** One year: browsers then reach the site (and its subdomains) over HTTPS only. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers for the pages (the API sets its own through helmet). The CSP allows scripts and
 * manifests from this origin plus every separately deployed remote's origin. HSTS only in
 * production: on a developer's http://localhost it would pin every other local app to HTTPS.
 */
export function pageSecurityHeaders(
  remoteEntries: string[],
  { extraConnect = [], production = false }: { extraConnect?: string[]; production?: boolean } = {},
): Record<string, string> {
  const remoteOrigins = [...new Set(remoteEntries.filter((u) => /^https?:\/\//.test(u)).map((u) => new URL(u).origin))];
  const sources = ["'self'", ...remoteOrigins].join(' ');
  const csp = [
    "default-src 'self'",
    // Inline: only the loader that fetches a server-rendered page's scripts after it painted.
    `script-src ${sources} ${SCRIPTS_AFTER_PAINT_CSP}`,
    `connect-src ${[sources, ...extraConnect].join(' ')}`,
    // Emotion (MUI) injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${sources} data: blob: https:`,
    "font-src 'self' data:",
    // OpenLayers' WebGL renderer builds its buffers in a worker made from a blob URL.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': PERMISSIONS_POLICY,
    ...(production ? { 'strict-transport-security': HSTS } : {}),
  };
}

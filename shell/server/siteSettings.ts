// The site server's own settings, read from the environment. A setting that would make the site
// unsafe stops it at start-up with one line per problem saying what to set: a production site
// without its public origin (its links would come from whatever Host header a visitor sends), or
// a TRUST_PROXY that believes more than the proxies in front of it; or base-map layers
// (MAP_TILE_LAYERS) that do not parse; or no secret to sign the forms' notices with in production.
import { hkdfSync } from 'node:crypto';
import { parseTrustProxy, type TrustProxy } from '@powernest/api/trust-proxy';
import { DEFAULT_SITE_ORIGIN, TILE_LAYERS_ENV, parseTileLayers, type BaseLayerConfig } from '@powernest/domain';

export interface SiteSettings {
  production: boolean;
  /**
   * The public origin of canonical links, Open Graph URLs, JSON-LD, sitemap.xml and robots.txt
   * (SITE_ORIGIN). Required in production; unset elsewhere, where the server's own address serves.
   */
  origin?: string;
  /** The proxies whose X-Forwarded-For decides a visitor's IP (TRUST_PROXY); default nobody. */
  trustProxy: TrustProxy;
  /** With API_URL set (docker-compose) the API is its own service, reached through a proxy. */
  api?: ApiService;
  /** The locator's base maps (MAP_TILE_LAYERS over the built-in ones): the tile proxy's providers. */
  tileLayers: BaseLayerConfig[];
  /**
   * The key that signs a sent form's one-time notice (sentNotice.ts), the same on every instance
   * built with the same configuration: from SITE_SECRET, else derived from JWT_SECRET, else (not
   * in production) from the development default.
   */
  noticeKey: Buffer;
}

/** SITE_SECRET outside production when neither it nor JWT_SECRET is set: public, so production refuses it. */
export const DEV_SITE_SECRET = 'powernest-development-site-secret-not-for-production';

const SITE_SECRET_MIN_LENGTH = 32;

/** A key of its own for the notices (HKDF): never the secret itself, so it cannot sign a session. */
const noticeKeyFrom = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'powernest-site', 'form-sent-notice', 32));

export interface ApiService {
  url: string;
  /** How long a proxied request waits for the API to start answering (API_TIMEOUT_MS). */
  timeoutMs: number;
}

/** How long a proxied request waits for the API to start answering before the visitor gets a 504. */
export const API_TIMEOUT_MS = 10_000;

class SiteConfigError extends Error {
  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.name = 'SiteConfigError';
  }
}

/** Throws SiteConfigError listing every problem. */
export function readSiteSettings(env: NodeJS.ProcessEnv): SiteSettings {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';

  const origin = env.SITE_ORIGIN?.trim().replace(/\/$/, '') || undefined;
  if (!origin && production) {
    problems.push(`SITE_ORIGIN: required when NODE_ENV=production (the site's public origin, e.g. ${DEFAULT_SITE_ORIGIN}); links are never built from a request's Host header`);
  } else if (origin && !isOrigin(origin)) {
    problems.push(`SITE_ORIGIN: "${origin}" is not an origin (scheme and host only, e.g. ${DEFAULT_SITE_ORIGIN})`);
  }

  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (trustProxy.problem) problems.push(`TRUST_PROXY: ${trustProxy.problem}`);

  const tileLayers = parseTileLayers(env[TILE_LAYERS_ENV]);
  if (tileLayers.problems) problems.push(...tileLayers.problems);

  const siteSecret = env.SITE_SECRET?.trim() || undefined;
  const jwtSecret = env.JWT_SECRET?.trim() || undefined;
  if (siteSecret !== undefined && siteSecret.length < SITE_SECRET_MIN_LENGTH) {
    problems.push(`SITE_SECRET: at least ${SITE_SECRET_MIN_LENGTH} characters (e.g. openssl rand -hex 32)`);
  } else if (production && siteSecret === DEV_SITE_SECRET) {
    problems.push('SITE_SECRET: the development default is public; set a secret of your own (e.g. openssl rand -hex 32), the same on every site server instance');
  } else if (production && siteSecret === undefined && jwtSecret === undefined) {
    problems.push(
      `SITE_SECRET: required when NODE_ENV=production unless JWT_SECRET is set (at least ${SITE_SECRET_MIN_LENGTH} characters, the same on every site server instance: it signs the forms' one-time notices)`,
    );
  }

  if (problems.length > 0 || !tileLayers.value) throw new SiteConfigError(problems);
  return {
    production,
    origin,
    trustProxy: trustProxy.value,
    api: env.API_URL ? { url: env.API_URL, timeoutMs: envMs(env, 'API_TIMEOUT_MS', API_TIMEOUT_MS, 1) } : undefined,
    tileLayers: tileLayers.value,
    noticeKey: noticeKeyFrom(siteSecret ?? jwtSecret ?? DEV_SITE_SECRET),
  };
}

/** A whole number of milliseconds from the environment, at least `min`, or the default. */
export function envMs(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const value = Number(env[name]);
  return env[name] !== undefined && Number.isInteger(value) && value >= min ? value : fallback;
}

function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text;
  } catch {
    return false;
  }
}

// Minimal cookie parsing and Set-Cookie serialisation. @fastify/cookie loads the ESM-only
// `cookie` package with a dynamic import, which jest (CommonJS, no vm-modules flag) cannot run
// — and the shell's tests build this app too — so the few lines needed live here instead.

export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
}

const NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** Parses a Cookie header into name -> value (first occurrence wins, bad encodings kept raw). */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!NAME.test(name) || name in cookies) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}

/** One Set-Cookie header value. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!NAME.test(name)) throw new Error(`Invalid cookie name: ${name}`);
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAgeSeconds !== undefined) {
    parts.push(`Max-Age=${Math.floor(options.maxAgeSeconds)}`);
    parts.push(`Expires=${new Date(Date.now() + options.maxAgeSeconds * 1000).toUTCString()}`);
  }
  if (options.httpOnly ?? true) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  return parts.join('; ');
}

/** A Set-Cookie value that deletes the cookie in the browser. */
export function clearedCookie(name: string, options: Omit<CookieOptions, 'maxAgeSeconds'> = {}): string {
  return serializeCookie(name, '', { ...options, maxAgeSeconds: 0 }).replace(
    /Expires=[^;]+/,
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
  );
}

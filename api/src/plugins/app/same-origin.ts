import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses mutating requests a browser sends from another site (CSRF). Browsers always send
 * Origin on cross-origin POSTs and Sec-Fetch-Site on modern engines; clients that send
 * neither (curl, server-to-server) are not browsers and carry no ambient cookies to abuse.
 */
export function isCrossOrigin(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  // A page sent with `Referrer-Policy: no-referrer` (an applicant's status page) makes the
  // browser send `Origin: null` with its own forms; its Sec-Fetch-Site, which no page can set, says whose it is.
  if (origin === 'null' && site === 'same-origin') return false;
  if (origin !== undefined) {
    if (allowedOrigins.includes(origin)) return false;
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return true; // "null" (sandboxed frames, file://) or garbage
    }
    return host !== request.host;
  }
  return site === 'cross-site' || site === 'same-site';
}

export default fp<{ config: AppConfig }>(async (app, { config }) => {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (isCrossOrigin(request, config.http.allowedOrigins)) {
      throw app.httpErrors.forbidden('Cross-origin request refused');
    }
  });
});

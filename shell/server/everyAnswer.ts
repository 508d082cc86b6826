import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '@powernest/domain';

/**
 * What an answer that is not a page carries (a script, JSON, a redirect, a refusal): nothing it
 * holds may be sniffed into HTML, framed, or run as a document, and its address is not sent on.
 * Pages (text/html) get the full page headers instead (securityHeaders.ts).
 */
const NON_PAGE_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** An answer whose route said nothing about caching (a redirect, a refusal, an error) is not kept. */
const UNSAID_CACHE_CONTROL = 'no-store';

/** The API's paths: their errors keep the API's JSON shape (`{ success: false, error }`). */

/**
 * One place for what every answer of the site server carries, whatever made it (a route, a
 * static file, a redirect, the not-found handler, Fastify's own refusal of a body), instead of
 * each route remembering (issue #40 §5: robots.txt, the sitemap, redirects and the form post's
 * 400/403/413 went without): the protections and a cache-control, each only where the route did
 * not set its own (a private page's no-referrer, a chunk's year of caching win). A root hook, it
 * also sees the in-process API's answers: what the API's helmet and routes set stays.
 *
 * And one error handler: Fastify's and its plugins' errors (FST_ERR_CTP_*, FST_STATIC_FORBIDDEN_PATH)
 * name internals; a visitor gets the status and its plain words, the log gets the error. The API
 * keeps its own handler in its own scope.
 */
export function registerEveryAnswer(app: FastifyInstance, pageHeaders: Record<string, string>): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const page = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    for (const [name, value] of Object.entries(page ? pageHeaders : NON_PAGE_HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', UNSAID_CACHE_CONTROL);
    return payload;
  });

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'site server error');
    else request.log.info({ code: error.code, status }, 'request refused');
    const words = STATUS_CODES[status] ?? 'Error';
    // Headers a route set before it failed (a page's, a file's) do not describe this answer.
    reply.removeHeader('cache-control').removeHeader('content-encoding').removeHeader('content-length');
    if (isApiPath(request.url)) return reply.code(status).type('application/json; charset=utf-8').send({ success: false, error: words });
    return reply.code(status).type('text/plain; charset=utf-8').send(words);
  });
}

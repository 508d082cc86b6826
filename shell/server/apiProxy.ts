import Fastify, { type FastifyInstance } from 'fastify';
import httpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import type { ApiService, SiteSettings } from './siteSettings';
import { API_PATH_PREFIXES } from '@powernest/domain';

type ProxyHooks = NonNullable<FastifyHttpProxyOptions['replyOptions']>;


/** The API's error body (product.md §8), for what the proxy answers itself. */
const API_UNREACHABLE = { success: false, error: 'The service is unavailable right now. Please try again in a moment.' } as const;
const API_TIMED_OUT = { success: false, error: 'The service took too long to answer. Please try again in a moment.' } as const;

/**
 * The site server in front of the API service (docker-compose): /api and /auth are proxied to
 * `api.url`. The API (trusting this server alone) learns the visitor from what this
 * server decided under its own TRUST_PROXY, never from what the client wrote about itself.
 * An API that refuses, or does not start answering within the bound, gets the visitor a 502 or
 * 504 in the API's own error shape; the internal address stays in the log.
 */
export async function createApiProxy(api: ApiService, trustProxy: SiteSettings['trustProxy'], logLevel = 'info'): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: logLevel }, trustProxy });
  const { url, timeoutMs } = api;
  app.log.info({ upstream: url }, 'the API is a service of its own: /api and /auth proxied to it');
  // What the API answers; everything else is the site.
  for (const prefix of API_PATH_PREFIXES) {
    await app.register(httpProxy, {
      upstream: url,
      prefix,
      rewritePrefix: prefix,
      undici: { connectTimeout: timeoutMs, headersTimeout: timeoutMs },
      replyOptions: { rewriteRequestHeaders: forwardedFor, onError: answerUnavailable },
    });
  }
  return app;
}

/** The visitor as this server sees them replaces any X-Forwarded-* (or Forwarded) the client sent. */
const forwardedFor: NonNullable<ProxyHooks['rewriteRequestHeaders']> = (request, headers) => {
  const { forwarded: _forwarded, 'x-real-ip': _realIp, ...rest } = headers;
  return {
    ...rest,
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
};

/** reply-from's errors carry the status it would answer: 504 when the API did not answer in time. */
const answerUnavailable: NonNullable<ProxyHooks['onError']> = (reply, { error }) => {
  const timedOut = (error as { statusCode?: number }).statusCode === 504;
  reply.code(timedOut ? 504 : 502).send(timedOut ? API_TIMED_OUT : API_UNREACHABLE);
};

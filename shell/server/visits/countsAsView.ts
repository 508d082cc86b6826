import type { FastifyRequest } from 'fastify';

/**
 * Crawlers, link previews, monitors, audits and scripts, by their User-Agent: not visitors. A
 * request without a User-Agent is not one either. Headless browsers count as robots too (the
 * browser tests send a browser's User-Agent of their own).
 */
const ROBOT =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|monitor|lighthouse|pagespeed|headless|phantom|puppeteer|playwright|curl\/|wget|python|java\/|go-http|node-fetch|undici|axios|okhttp|libwww|httpclient|scrapy|^mozilla\/5\.0$/i;

/**
 * Whether a page request is a page view (issue #45; docs/lead-sources.md "What counts"): a GET
 * of a public page (indexed, not private) answered 200 with the page itself (not a form's
 * answer), asked for by a browser (not a robot by its User-Agent) to be shown (not prefetched or
 * prerendered). HEAD, files, /api and every other path never reach here.
 */
export function countsAsView(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const agent = request.headers['user-agent'] ?? '';
  if (agent === '' || ROBOT.test(agent)) return false;
  const purpose = `${request.headers['sec-purpose'] ?? ''} ${request.headers.purpose ?? ''} ${request.headers['x-moz'] ?? ''}`;
  return !/prefetch|prerender/i.test(purpose);
}

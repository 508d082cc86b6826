import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { PARTNER_ANSWER_MAX_AGE_S } from '@powernest/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

const gzipAsync = promisify(gzip);

/** One public answer of GET /api/partners, with its gzip made once (on a pool thread). */
export interface CachedAnswer {
  body: string;
  /** A strong validator of the body, so a browser whose copy is stale asks "still this?" (304). */
  etag: string;
  gzip(): Promise<Buffer>;
}

/** Public partner data: browsers use it for PARTNER_ANSWER_MAX_AGE_S, then check it again. */
export const PARTNER_CACHE_CONTROL = `public, max-age=${PARTNER_ANSWER_MAX_AGE_S}, must-revalidate`;

/**
 * Sets the answer's caching headers; true when the browser's copy is current, and then the
 * reply has been sent as 304 Not Modified (a few bytes instead of the answer).
 */
export function answeredNotModified(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): boolean {
  reply.header('cache-control', PARTNER_CACHE_CONTROL).header('etag', answer.etag);
  const asked = request.headers['if-none-match'];
  if (!asked || !asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag)) return false;
  void reply.code(304).send();
  return true;
}

/** Sends a cached JSON answer with its caching headers, or 304 when the browser's copy is current. */
export function sendJsonAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  if (answeredNotModified(request, reply, answer)) return reply;
  reply.type('application/json; charset=utf-8');
  return reply.send(answer.body);
}

/** The answer to cache: its body, a strong ETag, and its gzip made at most once. */
function answerOf(body: string): CachedAnswer {
  let zipped: Promise<Buffer> | undefined;
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  return { body, etag, gzip: () => (zipped ??= gzipAsync(body, { level: 6 })) };
}

/** How an answer is built on a miss, handed to the cache's fetchMethod per call. */
type Build = () => Promise<string>;

/**
 * Public partner answers kept for a few seconds (issue #13: at 100,000 partners the map's answer
 * is ~7 MB, and serialising and compressing it per request starved every other request). They
 * hold nothing per visitor. A partner change through this instance clears them at once; other
 * instances catch up within `ttlMs` (PARTNER_ANSWER_MAX_AGE_S, as long as browsers keep them).
 *
 * `lru-cache` with a `fetchMethod` (issue #27): requests that miss the same key while its answer
 * is being built wait for that one build instead of each starting their own (a cold tile asked
 * for by every visitor's first view at once).
 */
export class PartnerAnswers {
  private readonly cache: LRUCache<string, CachedAnswer, Build>;

  /**
   * Bounded by count and by size: the map's tiles are many small answers (issue #14), the full
   * compact list one answer of ~7 MB at 100,000 partners.
   */
  constructor(
    private readonly ttlMs = PARTNER_ANSWER_MAX_AGE_S * 1000,
    maxEntries = 2000,
    maxBytes = 64 * 1024 * 1024,
  ) {
    this.cache = new LRUCache<string, CachedAnswer, Build>({
      max: maxEntries,
      maxSize: maxBytes,
      sizeCalculation: (answer) => Math.max(1, answer.body.length),
      ttl: ttlMs,
      // Ages on the wall clock, read each time: the answers' max-age is wall-clock time too, and
      // tests that move the clock (jest's setSystemTime) see answers expire as browsers would.
      perf: { now: () => Date.now() },
      ttlResolution: 0,
      fetchMethod: async (_key, _stale, { context: build }) => answerOf(await build()),
    });
  }

  /** `ttlMs`: how long this answer may be served (default the cache's). */
  async get(key: string, build: Build, ttlMs = this.ttlMs): Promise<CachedAnswer> {
    const status: LRUCache.Status<string, CachedAnswer, Build> = {};
    try {
      const answer = await this.cache.fetch(key, { context: build, ttl: ttlMs, status });
      if (answer) return answer;
    } catch (error) {
      if (!status.fetchAborted) throw error;
    }
    // clear() (a partner changed) aborted the build this request waited for: its answer may
    // predate the change, so this request builds its own, and the cache keeps neither.
    return answerOf(await build());
  }

  clear(): void {
    this.cache.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    partnerAnswers: PartnerAnswers;
  }
}

export default fp(
  async (app) => {
    app.decorate('partnerAnswers', new PartnerAnswers());
  },
  { name: 'partner-answers' },
);

import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { PARTNER_ANSWER_MAX_AGE_S } from '@powernest/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

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

/**
 * Public partner answers kept for a few seconds (issue #13: at 100,000 partners the map's answer
 * is ~7 MB, and serialising and compressing it per request starved every other request). They
 * hold nothing per visitor. A partner change through this instance clears them at once; other
 * instances catch up within `ttlMs` (PARTNER_ANSWER_MAX_AGE_S, as long as browsers keep them).
 */
export class PartnerAnswers {
  private readonly entries = new Map<string, { at: number; answer: CachedAnswer }>();
  private bytes = 0;

  /**
   * Bounded by count and by size: the map's tiles are many small answers (issue #14), the full
   * compact list one answer of ~7 MB at 100,000 partners.
   */
  constructor(
    private readonly ttlMs = PARTNER_ANSWER_MAX_AGE_S * 1000,
    private readonly maxEntries = 2000,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  /** `ttlMs`: how long this answer may be served (default the cache's). */
  async get(key: string, build: () => Promise<string>, ttlMs = this.ttlMs): Promise<CachedAnswer> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.answer;
    const body = await build();
    let zipped: Promise<Buffer> | undefined;
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
    const answer: CachedAnswer = { body, etag, gzip: () => (zipped ??= gzipAsync(body, { level: 6 })) };
    this.remove(key);
    this.entries.set(key, { at: now, answer });
    this.bytes += body.length;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
    return answer;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.answer.body.length;
    this.entries.delete(key);
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

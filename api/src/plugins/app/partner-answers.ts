import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import fp from 'fastify-plugin';

const gzipAsync = promisify(gzip);

/** One public answer of GET /api/partners, with its gzip made once (on a pool thread). */
export interface CachedAnswer {
  body: string;
  gzip(): Promise<Buffer>;
}

/**
 * Public partner answers kept for a few seconds (issue #13: at 100,000 partners the map's answer
 * is ~7 MB, and serialising and compressing it per request starved every other request). They
 * hold nothing per visitor, and browsers keep them for a minute anyway (max-age=60). A partner
 * change through this instance clears them at once; other instances catch up within `ttlMs`.
 */
export class PartnerAnswers {
  private readonly entries = new Map<string, { at: number; answer: CachedAnswer }>();

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 32,
  ) {}

  async get(key: string, build: () => Promise<string>): Promise<CachedAnswer> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.answer;
    const body = await build();
    let zipped: Promise<Buffer> | undefined;
    const answer: CachedAnswer = { body, gzip: () => (zipped ??= gzipAsync(body, { level: 6 })) };
    this.entries.delete(key);
    this.entries.set(key, { at: now, answer });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
    return answer;
  }

  clear(): void {
    this.entries.clear();
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

// product.md §7 "Common behaviour" and §8 "Generic": JSON, credentials included, and every non-OK
// answer becomes an Error "<status>: <body text or status text>". Answers are decoded with
// their schemas in ./answers.
import { tooManyRequestsIn, type SiteLanguage } from '@powernest/domain';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
    /** A limit's answer (429): when to come back, from its Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's `error` field when the body is our JSON error shape, else the raw message. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { error?: unknown; message?: unknown };
      if (typeof parsed.error === 'string') return parsed.error;
      if (typeof parsed.message === 'string') return parsed.message;
    } catch {
      /* not JSON */
    }
    return undefined;
  }

  /** What a page in `language` says of it: a limit's refusal worded there from Retry-After (the API's words are English, issue #30), else the server's message. */
  messageIn(language: SiteLanguage): string | undefined {
    return this.status === 429 && this.retryAfterSeconds !== undefined ? tooManyRequestsIn(language, this.retryAfterSeconds) : this.serverMessage;
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text().catch(() => '')) || '';
    // A limit's answer says when to come back.
    const retryAfter = res.status === 429 ? Number(res.headers.get('retry-after') ?? Number.NaN) : Number.NaN;
    throw new ApiError(res.status, text, res.statusText, Number.isFinite(retryAfter) ? retryAfter : undefined);
  }
}

/** Sends a JSON request with credentials and parses the JSON answer (unchecked: prefer requestAnswer). */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The URL of a query key: its parts joined with slashes (product.md §7). */
export function keyToUrl(key: string | readonly unknown[]): string {
  return Array.isArray(key) ? key.map(String).join('/') : String(key);
}

/** SWR's default fetcher: GET the joined key; a 401 answers null instead of failing. */
export async function swrFetcher<T = unknown>(key: string | readonly unknown[]): Promise<T | null> {
  try {
    return await apiRequest<T>('GET', keyToUrl(key));
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

// SPEC §7 "Common behaviour" and §8 "Generic": JSON, credentials included, and every non-OK
// answer becomes an Error "<status>: <body text or status text>". An answer read with its schema
// (the API's, from @powernest/domain) is decoded at this boundary: a drift between API and
// client is an ApiAnswerError naming the field, never `undefined` further down.
import * as z from 'zod/mini';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
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
}

/** An answer that does not have the shape its schema (the API's contract) says. */
export class ApiAnswerError extends Error {
  constructor(
    readonly url: string,
    readonly issues: string,
  ) {
    super(`The server's answer to ${url} is not what this page expects (${issues})`);
    this.name = 'ApiAnswerError';
  }
}

/** An API answer's schema: zod (mini) with its wire form as input (e.g. ISO dates decoded to Date). */
export type AnswerSchema<T> = z.ZodMiniType<T, unknown>;

/** Decodes an answer with its schema, or throws ApiAnswerError with what did not match. */
export function decodeAnswer<T>(answer: AnswerSchema<T>, url: string, data: unknown): T {
  const result = z.safeDecode(answer, data);
  if (result.success) return result.data;
  const issues = result.error.issues
    .slice(0, 3)
    .map((i) => `${i.path.map(String).join('.') || '(root)'}: ${'expected' in i ? `expected ${String(i.expected)}` : i.message}`)
    .join('; ');
  throw new ApiAnswerError(url, issues);
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text().catch(() => '')) || '';
    throw new ApiError(res.status, text, res.statusText);
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

/** Sends a JSON request with credentials; the answer is decoded with its schema. */
export async function requestAnswer<T>(answer: AnswerSchema<T>, method: string, url: string, body?: unknown): Promise<T> {
  return decodeAnswer(answer, `${method} ${url}`, await apiRequest<unknown>(method, url, body));
}

/** The URL of a query key: its parts joined with slashes (SPEC §7). */
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

/** An SWR fetcher like swrFetcher whose answers are decoded with their schema: `useSWR(key, answerFetcher(schema))`. */
export function answerFetcher<T>(answer: AnswerSchema<T>): (key: string | readonly unknown[]) => Promise<T | null> {
  return async (key) => {
    const data = await swrFetcher<unknown>(key);
    return data === null ? null : decodeAnswer(answer, `GET ${keyToUrl(key)}`, data);
  };
}

// Answers read with their schema (the API's, from @powernest/domain) are decoded at this
// boundary: a drift between API and client is an ApiAnswerError naming the field, never
// `undefined` further down. Apart from apiRequest, so a page that only sends pays nothing for it.
import * as z from 'zod/mini';
import { apiRequest, keyToUrl, swrFetcher } from './apiRequest';

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

/** Sends a JSON request with credentials; the answer is decoded with its schema. */
export async function requestAnswer<T>(answer: AnswerSchema<T>, method: string, url: string, body?: unknown): Promise<T> {
  return decodeAnswer(answer, `${method} ${url}`, await apiRequest<unknown>(method, url, body));
}

/** An SWR fetcher like swrFetcher whose answers are decoded with their schema: `useSWR(key, answerFetcher(schema))`. */
export function answerFetcher<T>(answer: AnswerSchema<T>): (key: string | readonly unknown[]) => Promise<T | null> {
  return async (key) => {
    const data = await swrFetcher<unknown>(key);
    return data === null ? null : decodeAnswer(answer, `GET ${keyToUrl(key)}`, data);
  };
}

// SPEC §7 "Common behaviour" and §8 "Generic": JSON, credentials included, and every non-OK
// answer becomes an Error "<status>: <body text or status text>". Answers are decoded with
// their schemas in ./answers.

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

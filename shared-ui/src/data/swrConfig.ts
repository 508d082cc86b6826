import type { SWRConfiguration } from 'swr';
import { swrFetcher } from './apiRequest';

const FIVE_MINUTES = 5 * 60 * 1000;
export const MAX_QUERY_RETRIES = 3;

/** product.md §8: no retry on 401/403; otherwise up to 3 times, 1 s doubling to a 30 s cap. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** (attempt - 1), 30_000);
}

export function shouldRetry(error: unknown, attempt: number): boolean {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes('401') || message.includes('403')) return false;
  return attempt <= MAX_QUERY_RETRIES;
}

/** product.md §7: fresh for 5 minutes, no interval refetch, no refetch on window focus. */
export const swrConfig: SWRConfiguration = {
  fetcher: swrFetcher,
  dedupingInterval: FIVE_MINUTES,
  refreshInterval: 0,
  revalidateOnFocus: false,
  revalidateIfStale: false,
  onErrorRetry(error, _key, _config, revalidate, { retryCount }) {
    if (!shouldRetry(error, retryCount)) return;
    // SWR's revalidate records its own failure (the next retry or the error state).
    setTimeout(() => void revalidate({ retryCount }), retryDelay(retryCount));
  },
};

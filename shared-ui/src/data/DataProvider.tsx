import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrConfig } from './swrConfig';

/**
 * SWR's configuration (product.md §7, §8: fresh for 5 minutes, the retry policy, the API fetcher) for
 * a part of the page that fetches data. The shell wraps each remote's section in it, loaded
 * with the section's code (pages that fetch nothing never load SWR); a remote running alone
 * gets it from renderStandalone.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrConfig}>{children}</SWRConfig>;
}

import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { answerFetcher, requestAnswer } from '@powernest/shared-ui/data';
import { networkStats, partnersCompactResponse, partnersResponse, type LatLng, type PartnerCompactRow, type PartnerLocation } from '@powernest/domain';

// Every answer is decoded with the API's own schema (see requestAnswer).
const fetchRows = answerFetcher(partnersCompactResponse);
const fetchPartners = answerFetcher(partnersResponse);

export interface PartnerFilters {
  state: string;
  businessType: string;
  searchText: string;
}

/** The API query of the filters: "all" is left out (SPEC §5); the text search runs on the server. */
export function partnersQuery(filters: PartnerFilters, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  if (filters.state !== 'all') params.set('state', filters.state);
  if (filters.businessType !== 'all') params.set('businessType', filters.businessType);
  const q = filters.searchText.trim();
  if (q) params.set('q', q);
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  const query = params.toString();
  return query ? `/api/partners?${query}` : '/api/partners';
}

/** Waits until typing pauses, so a search is one request, not one per key. */
export function useDebounced<T>(value: T, delayMs = 200): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

const ALL = { state: 'all', businessType: 'all', searchText: '' };
const NO_ROWS: PartnerCompactRow[] = [];
// One empty list, not a new one per render: the page defers rendering the list by identity.
const NO_PARTNERS: PartnerLocation[] = [];

/** Every partner in the compact shape: the map's markers and the Network Stats (unfiltered). */
export function useMapRows() {
  const { data, error, isLoading, mutate } = useSWR(partnersQuery(ALL, { format: 'compact' }), fetchRows);
  const rows = data?.rows ?? NO_ROWS;
  const stats = networkStats(rows.map(([, , , businessType, state]) => ({ businessType, state })));
  return { rows, stats, error: error as Error | undefined, isLoading, retry: () => mutate() };
}

/** One page of the list and the count of everything the filters match. */
export function usePartnerPage(filters: PartnerFilters, limit: number) {
  const { data, error, isLoading, mutate } = useSWR(partnersQuery(filters, { limit }), fetchPartners, { keepPreviousData: true });
  return { partners: data?.partners ?? NO_PARTNERS, total: data?.total ?? 0, error: error as Error | undefined, isLoading, retry: () => mutate() };
}

/**
 * Ids the text search matches (with the other filters), for the map; null without a search.
 * `settled`: the ids answer this very search (not a previous one kept on screen meanwhile).
 */
export function useSearchMatches(filters: PartnerFilters): { ids: ReadonlySet<string> | null; settled: boolean } {
  const searching = filters.searchText.trim() !== '';
  const { data, error, isLoading } = useSWR(searching ? partnersQuery(filters, { format: 'compact' }) : null, fetchRows, { keepPreviousData: true });
  const ids = useMemo(() => (searching ? new Set((data?.rows ?? []).map(([id]) => id)) : null), [searching, data]);
  return { ids, settled: !searching || (!isLoading && !error) };
}

/** The partner nearest to a position among those the filters match (the server's $geoNear). */
export async function fetchNearest(filters: PartnerFilters, position: LatLng): Promise<PartnerLocation | null> {
  const url = partnersQuery(filters, { near: `${position.latitude},${position.longitude}`, limit: 1 });
  const { partners } = await requestAnswer(partnersResponse, 'GET', url);
  return partners[0] ?? null;
}

/**
 * The full record of a partner picked on the map: asked of the server by its position (the
 * nearest partners to its own coordinates), since the map only holds compact rows.
 */
export function usePartnerDetails(id: string | null, rows: readonly PartnerCompactRow[], known: readonly PartnerLocation[]) {
  const fromList = id ? known.find((p) => p.id === id) : undefined;
  const row = id && !fromList ? rows.find(([rowId]) => rowId === id) : undefined;
  const { data } = useSWR(row ? `/api/partners?near=${row[1]},${row[2]}&limit=10` : null, fetchPartners);
  return fromList ?? data?.partners.find((p) => p.id === id) ?? null;
}

import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { ApiError, answerFetcher, requestAnswer } from '@powernest/shared-ui/data';
import { partnerResponse, partnerStatsResponse, partnersResponse, type LatLng, type PartnerLocation, type TileCoord } from '@powernest/domain';

// Every answer is decoded with the API's own schema (see requestAnswer).
const fetchPartners = answerFetcher(partnersResponse);
const fetchPartner = answerFetcher(partnerResponse);
const fetchStats = answerFetcher(partnerStatsResponse);

export interface PartnerFilters {
  state: string;
  businessType: string;
  searchText: string;
}

/** The filters as query parameters: "all" is left out (SPEC §5); the text search runs on the server. */
function filterParams(filters: PartnerFilters, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  if (filters.state !== 'all') params.set('state', filters.state);
  if (filters.businessType !== 'all') params.set('businessType', filters.businessType);
  const q = filters.searchText.trim();
  if (q) params.set('q', q);
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The API query of the list and of Find Nearest. */
export function partnersQuery(filters: PartnerFilters, extra: Record<string, string | number> = {}): string {
  return `/api/partners${filterParams(filters, extra)}`;
}

/** One map tile's partners for these filters (see PARTNER_TILES): the same URL for every visitor. */
export function partnerTileUrl({ z, x, y }: TileCoord, filters: PartnerFilters): string {
  return `/api/partners/map/${z}/${x}/${y}${filterParams(filters)}`;
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

const ALL: PartnerFilters = { state: 'all', businessType: 'all', searchText: '' };
const NO_STATS = { totalPartners: 0, states: 0, businessTypes: 0, bounds: null };
// One empty list, not a new one per render: the page defers rendering the list by identity.
const NO_PARTNERS: PartnerLocation[] = [];

/**
 * Counts of what the filters match and where it lies (Fit All), from the server. Without
 * filters: the Network Stats of the whole network.
 */
export function usePartnerStats(filters: PartnerFilters = ALL) {
  const { data, error, isLoading, mutate } = useSWR(`/api/partners/stats${filterParams(filters)}`, fetchStats, { keepPreviousData: true });
  return { stats: data ?? NO_STATS, error: error as Error | undefined, isLoading, retry: () => mutate() };
}

/** One page of the list and the count of everything the filters match. */
export function usePartnerPage(filters: PartnerFilters, limit: number) {
  const { data, error, isLoading, mutate } = useSWR(partnersQuery(filters, { limit }), fetchPartners, { keepPreviousData: true });
  return { partners: data?.partners ?? NO_PARTNERS, total: data?.total ?? 0, error: error as Error | undefined, isLoading, retry: () => mutate() };
}

/** The partner nearest to a position among those the filters match (the server's $geoNear). */
export async function fetchNearest(filters: PartnerFilters, position: LatLng): Promise<PartnerLocation | null> {
  const url = partnersQuery(filters, { near: `${position.latitude},${position.longitude}`, limit: 1 });
  const { partners } = await requestAnswer(partnersResponse, 'GET', url);
  return partners[0] ?? null;
}

/**
 * The full record of the selected partner (`GET /api/partners/:id`), taken from the list when
 * it is there. `gone`: the server has no such active partner (a stale or mistyped link).
 */
export function usePartnerDetails(id: string | null, known: readonly PartnerLocation[]) {
  const fromList = id ? known.find((p) => p.id === id) : undefined;
  const { data, error } = useSWR(id && !fromList ? `/api/partners/${encodeURIComponent(id)}` : null, fetchPartner, { shouldRetryOnError: false });
  const gone = error instanceof ApiError && error.status === 404;
  return { partner: fromList ?? (data?.partner.id === id ? data.partner : null), gone };
}

import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { ApiError, answerFetcher, endpointFetcher, endpointUrl, requestAnswer } from '@powernest/shared-ui/data';
import { partnerEndpoint, partnerStatsEndpoint, partnerTileEndpoint, partnersEndpoint, partnersResponse, type LatLng, type PartnerLocation, type TileCoord } from '@powernest/domain';
import { answerReader, type FirstViewRequest } from '@powernest/shared-ui/data';

// Every answer is decoded with the API's own schema (see requestAnswer); the list asks no
// format=compact, so its answers are partnersResponse (the endpoint's other shape is the map's).
const fetchPartners = answerFetcher(partnersResponse);
const fetchPartner = endpointFetcher(partnerEndpoint);
const fetchStats = endpointFetcher(partnerStatsEndpoint);

export interface PartnerFilters {
  state: string;
  businessType: string;
  searchText: string;
}

const ALL: PartnerFilters = { state: 'all', businessType: 'all', searchText: '' };

/** The filters as query parameters: "all" is left out (product.md §5); the text search runs on the server. */
function filterParams(filters: PartnerFilters, extra: Record<string, string | number> = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.state !== 'all') params.set('state', filters.state);
  if (filters.businessType !== 'all') params.set('businessType', filters.businessType);
  const q = filters.searchText.trim();
  if (q) params.set('q', q);
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  return params;
}

/** The API query of the list and of Find Nearest. */
export function partnersQuery(filters: PartnerFilters, extra: Record<string, string | number> = {}): string {
  return endpointUrl(partnersEndpoint, { query: filterParams(filters, extra) });
}

/** Partners per page of the list: one page is in the server's HTML, so it stays small (the first-view budget). */
export const LIST_PAGE_SIZE = 20;

/** The API query of page `page` (from 1) of the list. */
export function partnerPageQuery(filters: PartnerFilters, page: number): string {
  return partnersQuery(filters, page > 1 ? { limit: LIST_PAGE_SIZE, offset: (page - 1) * LIST_PAGE_SIZE } : { limit: LIST_PAGE_SIZE });
}

/** The API query of the counts of what the filters match (without filters: the Network Stats). */
function partnerStatsQuery(filters: PartnerFilters): string {
  return endpointUrl(partnerStatsEndpoint, { query: filterParams(filters) });
}

/** The first view's answers (see FirstViewData): the list's page and the Network Stats. */
export function partnerFirstViewRequests(filters: PartnerFilters, page: number): FirstViewRequest[] {
  return [
    { url: partnerPageQuery(filters, page), read: answerReader(partnersResponse) },
    { url: partnerStatsQuery(ALL), read: answerReader(partnerStatsEndpoint.response) },
  ];
}

/** One map tile's partners for these filters (see PARTNER_TILES): the same URL for every visitor. */
export function partnerTileUrl({ z, x, y }: TileCoord, filters: PartnerFilters): string {
  return endpointUrl(partnerTileEndpoint, { params: { z, x, y }, query: filterParams(filters) });
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

const NO_STATS = { totalPartners: 0, states: 0, businessTypes: 0, bounds: null };
// One empty list, not a new one per render: the page defers rendering the list by identity.
const NO_PARTNERS: PartnerLocation[] = [];

/**
 * Counts of what the filters match and where it lies (Fit All), from the server. Without
 * filters: the Network Stats of the whole network. Only this query's answer (see usePartnerPage):
 * Fit All waits for it rather than fit another search's partners.
 */
export function usePartnerStats(filters: PartnerFilters = ALL) {
  const { data, error, mutate } = useSWR(partnerStatsQuery(filters), fetchStats);
  return { stats: data ?? NO_STATS, error: error as Error | undefined, retry: () => mutate() };
}

/**
 * Page `page` of the list and the count of everything the filters match. `isLoading` is "no
 * answer yet", not SWR's flag: an answer the page came with is shown while it is asked again.
 *
 * Only this query's answer, never the previous one's (no `keepPreviousData`): while a new
 * search loads the list shows its skeletons, not another search's cards and count (browser
 * audit 10). And SWR's `keepPreviousData` looks at its cache only, not at the answers the page
 * came with (FirstViewData's `fallback`): going back to the first view's query (Clear Filters)
 * showed the no-match search's "Found 0" and, the fallback counting as data, asked for nothing
 * (issue #40 §6, a freshly started site; e2e/site/locator-cold-site.spec.ts).
 */
export function usePartnerPage(filters: PartnerFilters, page: number) {
  const { data, error, mutate } = useSWR(partnerPageQuery(filters, page), fetchPartners);
  return {
    partners: data?.partners ?? NO_PARTNERS,
    total: data?.total ?? 0,
    error: error as Error | undefined,
    isLoading: !data && !error,
    retry: () => mutate(),
  };
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
  const { data, error } = useSWR(id && !fromList ? endpointUrl(partnerEndpoint, { params: { id } }) : null, fetchPartner, { shouldRetryOnError: false });
  const gone = error instanceof ApiError && error.status === 404;
  return { partner: fromList ?? (data?.partner.id === id ? data.partner : null), gone };
}

import useSWR from 'swr';
import { matchesPartnerSearch, type PartnerLocation } from '@powernest/shared-ui/domain';

/** The server filters by state and type ("all" is left out, SPEC §5). */
export function partnersKey(filters: { state: string; businessType: string }): string {
  const params = new URLSearchParams();
  if (filters.state !== 'all') params.set('state', filters.state);
  if (filters.businessType !== 'all') params.set('businessType', filters.businessType);
  const query = params.toString();
  return query ? `/api/partners?${query}` : '/api/partners';
}

interface PartnersResponse {
  partners: PartnerLocation[];
}

/** Partners as the list and the count show them: server filters, then the text search. */
export function usePartners(filters: { state: string; businessType: string; searchText: string }) {
  const { data, error, isLoading } = useSWR<PartnersResponse | null>(partnersKey(filters));
  const partners = (data?.partners ?? []).filter((p) => matchesPartnerSearch(p, filters.searchText));
  return { partners, error: error as Error | undefined, isLoading };
}

/** Every partner, unfiltered: the map's data and the Network Stats. */
export function useAllPartners() {
  const { data, error, isLoading } = useSWR<PartnersResponse | null>('/api/partners');
  return { partners: data?.partners ?? [], error: error as Error | undefined, isLoading };
}

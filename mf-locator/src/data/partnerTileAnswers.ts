import { LRUCache } from 'lru-cache';
import { requestAnswer } from '@powernest/shared-ui/data';
import { PARTNER_ANSWER_MAX_AGE_S, partnerTileEndpoint, partnerTilesForViewport, type MapViewport, type PartnerTileResponse } from '@powernest/domain';
import { partnerTileUrl, type PartnerFilters } from './usePartners';

/**
 * Tile answers by URL, kept for revisits (panning back, zooming out again): small, bounded (the
 * least recently used go first). lru-cache's `fetch` asks once per URL while a request is in
 * flight, and again once the answer is older than PARTNER_ANSWER_MAX_AGE_S, so a partner taken
 * off the map leaves it at the next pan or zoom (the browser checks its copy: 304 while
 * unchanged). A failed request is not kept (lru-cache drops a rejected fetch), so the next load
 * asks again (Retry). `ignoreFetchAbort`: a request still in flight when its entry is pushed out
 * still answers the load that waits for it.
 */
const answers = new LRUCache<string, PartnerTileResponse>({
  max: 300,
  ttl: PARTNER_ANSWER_MAX_AGE_S * 1000,
  ignoreFetchAbort: true,
  fetchMethod: (url) => requestAnswer(partnerTileEndpoint.response, partnerTileEndpoint.method, url),
});

/** One tile's answer (see `answers`). */
export function tileAnswer(url: string): Promise<PartnerTileResponse> {
  return answers.forceFetch(url);
}

/**
 * Asks for a viewport's tiles ahead of the map: the page knows its opening view before
 * OpenLayers has loaded, so the partners arrive while the map's code does.
 */
export function prefetchTiles(viewport: MapViewport, filters: PartnerFilters): void {
  for (const tile of partnerTilesForViewport(viewport)) tileAnswer(partnerTileUrl(tile, filters)).catch(() => undefined);
}

import { requestAnswer } from '@powernest/shared-ui/data';
import { partnerTileResponse, partnerTilesForViewport, type MapViewport, type PartnerTileResponse } from '@powernest/domain';
import { partnerTileUrl, type PartnerFilters } from './usePartners';

/** Tile answers kept for revisits (panning back, zooming out again): small, bounded. */
const CACHE_SIZE = 300;
const answers = new Map<string, Promise<PartnerTileResponse>>();

/** One tile's answer, asked once per URL (in flight or done) while it is among the recent ones. */
export function tileAnswer(url: string): Promise<PartnerTileResponse> {
  let answer = answers.get(url);
  if (answer) answers.delete(url); // most recently used last
  else answer = requestAnswer(partnerTileResponse, 'GET', url);
  answers.set(url, answer);
  for (const oldest of answers.keys()) {
    if (answers.size <= CACHE_SIZE) break;
    answers.delete(oldest);
  }
  return answer;
}

/** Drops a failed answer, so the next load asks again (Retry). */
export function forgetTileAnswer(url: string): void {
  answers.delete(url);
}

/**
 * Asks for a viewport's tiles ahead of the map: the page knows its opening view before
 * OpenLayers has loaded, so the partners arrive while the map's code does.
 */
export function prefetchTiles(viewport: MapViewport, filters: PartnerFilters): void {
  for (const tile of partnerTilesForViewport(viewport)) tileAnswer(partnerTileUrl(tile, filters)).catch(() => undefined);
}

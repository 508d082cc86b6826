import { requestAnswer } from '@powernest/shared-ui/data';
import { PARTNER_ANSWER_MAX_AGE_S, partnerTileEndpoint, partnerTilesForViewport, type MapViewport, type PartnerTileResponse } from '@powernest/domain';
import { partnerTileUrl, type PartnerFilters } from './usePartners';

/** Tile answers kept for revisits (panning back, zooming out again): small, bounded. */
const CACHE_SIZE = 300;
const answers = new Map<string, { at: number; answer: Promise<PartnerTileResponse> }>();

/**
 * One tile's answer, asked once per URL (in flight or done) while it is among the recent ones
 * and fresh: after PARTNER_ANSWER_MAX_AGE_S it is asked again, so a partner taken off the map
 * leaves it at the next pan or zoom (the browser checks its copy: 304 while unchanged).
 */
export function tileAnswer(url: string): Promise<PartnerTileResponse> {
  const now = Date.now();
  let entry = answers.get(url);
  if (entry) answers.delete(url); // most recently used last
  if (!entry || now - entry.at > PARTNER_ANSWER_MAX_AGE_S * 1000) entry = { at: now, answer: requestAnswer(partnerTileEndpoint.response, partnerTileEndpoint.method, url) };
  answers.set(url, entry);
  for (const oldest of answers.keys()) {
    if (answers.size <= CACHE_SIZE) break;
    answers.delete(oldest);
  }
  return entry.answer;
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

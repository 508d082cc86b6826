import type { Extent } from 'ol/extent';
import { getCenter, getHeight, getWidth } from 'ol/extent';
import { partnerTilesForViewport, type PartnerTileResponse } from '@powernest/domain';
import { partnerTileUrl, type PartnerFilters } from '../../data/usePartners';
import { tileAnswer } from '../../data/partnerTileAnswers';

/**
 * Loads the partner tiles of the map's view (issue #14: what the view shows, not every
 * partner). Each load supersedes the one before: a pan that ends while the previous view's
 * tiles are on their way draws only the newer view. Answers are cached by URL (partnerTileAnswers).
 */
export class PartnerTileLoader {
  private generation = 0;

  constructor(
    private readonly onTiles: (answers: PartnerTileResponse[], resolution: number) => void,
    private readonly onError: (error: Error | null) => void,
  ) {}

  async load(extent: Extent, resolution: number, filters: PartnerFilters): Promise<void> {
    const generation = ++this.generation;
    const viewport = { center: getCenter(extent) as [number, number], resolution, width: getWidth(extent) / resolution, height: getHeight(extent) / resolution };
    const urls = partnerTilesForViewport(viewport).map((tile) => partnerTileUrl(tile, filters));
    const results = await Promise.allSettled(urls.map(tileAnswer));
    if (generation !== this.generation) return;
    // A failed tile is not cached: the next load (Retry) asks for it again.
    const failed = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as Error] : []));
    this.onError(failed[0] ?? null);
    this.onTiles(
      results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])),
      resolution,
    );
  }
}

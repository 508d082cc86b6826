import { serviceAreaFor } from '@powernest/domain';
import type { ServiceAreaStore } from '../store';
import { resolvePlace } from './resolve-place';

/**
 * The active service area a location ("Austin, TX" or a ZIP code) lies in, by name: what a lead
 * is tagged with when it arrives (issue #44: the desk tells leads from served areas apart). None
 * for a place nobody can find, or one outside every served area.
 */
export async function servedAreaOf(areas: ServiceAreaStore, location: string): Promise<string | undefined> {
  const place = resolvePlace(location);
  if (!place) return undefined;
  return serviceAreaFor(await areas.list({ isActive: true }), place)?.areaName;
}

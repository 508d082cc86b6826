import type { LatLng } from '@powernest/domain';

/** Why the browser gave no position: the page says it in its language (`geo.<reason>`). */
type PositionProblem = 'unavailable' | 'unsupported';

/** For the console only (product.md §8's words); the visitor reads the page's catalogue. */
const GEOLOCATION_MESSAGES: Record<PositionProblem, string> = {
  unavailable: 'Unable to access your location. Please enable location services.',
  unsupported: 'Geolocation is not supported by this browser.',
};

export type PositionResult = { ok: true; position: LatLng } | { ok: false; reason: PositionProblem; message: string };

const failed = (reason: PositionProblem): PositionResult => ({ ok: false, reason, message: GEOLOCATION_MESSAGES[reason] });

/** The browser's position, or why there is none (with the product.md §8 message). */
export function currentPosition(): Promise<PositionResult> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(failed('unsupported'));
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ ok: true, position: { latitude: p.coords.latitude, longitude: p.coords.longitude } }),
      () => resolve(failed('unavailable')),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  });
}

import type { LatLng } from '@powernest/domain';

const GEOLOCATION_MESSAGES = {
  unavailable: 'Unable to access your location. Please enable location services.',
  unsupported: 'Geolocation is not supported by this browser.',
} as const;

export type PositionResult = { ok: true; position: LatLng } | { ok: false; message: string };

/** The browser's position, or the SPEC §8 message saying why there is none. */
export function currentPosition(): Promise<PositionResult> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) {
    return Promise.resolve({ ok: false, message: GEOLOCATION_MESSAGES.unsupported });
  }
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ ok: true, position: { latitude: p.coords.latitude, longitude: p.coords.longitude } }),
      () => resolve({ ok: false, message: GEOLOCATION_MESSAGES.unavailable }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  });
}

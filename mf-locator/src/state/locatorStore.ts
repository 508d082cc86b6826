import { create } from 'zustand';
import type { LatLng } from '@powernest/domain';

/**
 * What the page keeps that is not in its URL (the filters, view mode, selection and map view
 * are: see locatorView.ts): the visitor's own position, which a shared link must not carry.
 */
interface LocatorState {
  /** Kept after locate-me or Find Nearest. */
  userPosition: LatLng | null;
  /** Counts locate-me requests: each one centres the map on the visitor (zoom 12). */
  locateRequests: number;
  setUserPosition: (position: LatLng) => void;
  locateUser: (position: LatLng) => void;
}

export const INITIAL_LOCATOR_STATE = {
  userPosition: null,
  locateRequests: 0,
};

export const useLocatorStore = create<LocatorState>((set) => ({
  ...INITIAL_LOCATOR_STATE,
  setUserPosition: (userPosition) => set({ userPosition }),
  locateUser: (userPosition) => set((s) => ({ userPosition, locateRequests: s.locateRequests + 1 })),
}));

import { create } from 'zustand';
import type { LatLng } from '@powernest/domain';

export type ViewMode = 'map' | 'list';

/** SPEC §4 "Locator": what the page keeps while a visitor searches. */
interface LocatorState {
  searchText: string;
  state: string;
  businessType: string;
  viewMode: ViewMode;
  selectedId: string | null;
  /** Kept after locate-me or Find Nearest. */
  userPosition: LatLng | null;
  /** Counts locate-me requests: each one centres the map on the visitor (zoom 12). */
  locateRequests: number;
  setSearchText: (text: string) => void;
  setState: (state: string) => void;
  setBusinessType: (type: string) => void;
  setViewMode: (mode: ViewMode) => void;
  select: (id: string | null) => void;
  setUserPosition: (position: LatLng) => void;
  locateUser: (position: LatLng) => void;
  clearFilters: () => void;
}

export const INITIAL_LOCATOR_STATE = {
  searchText: '',
  state: 'all',
  businessType: 'all',
  viewMode: 'map' as ViewMode,
  selectedId: null,
  userPosition: null,
  locateRequests: 0,
};

export const useLocatorStore = create<LocatorState>((set) => ({
  ...INITIAL_LOCATOR_STATE,
  setSearchText: (searchText) => set({ searchText }),
  setState: (state) => set({ state }),
  setBusinessType: (businessType) => set({ businessType }),
  setViewMode: (viewMode) => set({ viewMode }),
  select: (selectedId) => set({ selectedId }),
  setUserPosition: (userPosition) => set({ userPosition }),
  locateUser: (userPosition) => set((s) => ({ userPosition, locateRequests: s.locateRequests + 1, viewMode: 'map' })),
  clearFilters: () => set({ searchText: '', state: 'all', businessType: 'all' }),
}));

export function anyFilterSet(s: Pick<LocatorState, 'searchText' | 'state' | 'businessType'>): boolean {
  return s.searchText.trim() !== '' || s.state !== 'all' || s.businessType !== 'all';
}

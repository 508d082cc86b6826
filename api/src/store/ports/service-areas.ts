/**
 * Where PowerNest serves (issue #44): a city in a state, one ZIP code, or a whole state. Active:
 * served now; coming soon (not active): opening, on `launchDate` when it has one; neither: retired.
 */
export interface ServiceArea {
  id: string;
  areaName: string;
  /** Two-letter state code. */
  state: string;
  /** A city area's city (with `state`); absent for a ZIP or a whole state. */
  city?: string;
  /** A ZIP area's 5-digit code. */
  zipCode?: string;
  isActive: boolean;
  comingSoon: boolean;
  /** The day it opens (YYYY-MM-DD, in the team's time zone): a coming-soon area becomes active then. */
  launchDate?: string;
  /** When it last became active (its waiting list was e-mailed then). */
  activatedAt?: Date;
  createdAt: Date;
  updatedAt: Date;
  /** Bumped by every change: an edit names the version it read, so two admins cannot overwrite each other. */
  version: number;
}

export type NewServiceArea = Pick<ServiceArea, 'areaName' | 'state'> & Partial<Pick<ServiceArea, 'city' | 'zipCode' | 'isActive' | 'comingSoon' | 'launchDate'>>;

/** A change: a field given is set; null clears an optional one. */
export type ServiceAreaChanges = Partial<Pick<ServiceArea, 'areaName' | 'state' | 'isActive' | 'comingSoon'>> & {
  city?: string | null;
  zipCode?: string | null;
  launchDate?: string | null;
};

export type ServiceAreaUpdate =
  /** `activated`: this change made it active (it was not): its waiting list is to be told. */
  | { outcome: 'updated'; area: ServiceArea; activated: boolean }
  | { outcome: 'conflict'; area: ServiceArea }
  | { outcome: 'not-found' };

export interface ServiceAreaStore {
  create(area: NewServiceArea, now?: Date): Promise<ServiceArea>;
  get(id: string): Promise<ServiceArea | null>;
  /** Sorted by state, then area name. `live`: the active and coming-soon ones (not retired). */
  list(filter?: { state?: string; isActive?: boolean; live?: boolean }): Promise<ServiceArea[]>;
  /** Applies `changes` if the area is still at `expectedVersion`. */
  update(id: string, expectedVersion: number, changes: ServiceAreaChanges, now?: Date): Promise<ServiceAreaUpdate>;
  /**
   * Coming-soon areas whose launch date is `today` or before become active. Each area is
   * activated by one caller only, however many instances run this at once: the ones this call
   * activated.
   */
  activateDue(today: string, now?: Date): Promise<ServiceArea[]>;
}

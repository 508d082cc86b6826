export interface WaitingListEntry {
  id: string;
  businessName?: string;
  contactPerson?: string;
  email?: string;
  phone?: string;
  requestedArea?: string;
  /** The area it is grouped and served by: "City, ST" (domain's areaKey). */
  area?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  businessType?: string;
  /** The site language they joined in (en-US, es-US): the e-mail that their area opened is written in it. */
  language?: string;
  /** 1 (default) to 5, set by the team: the list is read highest first. */
  priorityScore: number;
  status: string;
  createdAt: Date;
  /** When it was served: its area opened (`servedByArea`, the service area's id) or the team marked it. */
  servedAt?: Date;
  servedByArea?: string;
  /** The outbox message that told them their area opened (absent: nobody was e-mailed). */
  noticeId?: string;
}

export type NewWaitingListEntry = Omit<WaitingListEntry, 'id' | 'priorityScore' | 'status' | 'createdAt'> & {
  priorityScore?: number;
};

export interface WaitingListFilter {
  status?: string;
  area?: string;
  /** The entries a service area's opening served (its id). */
  servedByArea?: string;
}

/** Which entries a service area holds: its ZIP code's, its city's (the area key, "Austin, TX") or its state's. */
export type WaitingListPlace = { zipCode: string } | { area: string } | { state: string };

/** A visitor joining the list of an area from the coverage check: e-mail and area are required. */
export type WaitingListSignupEntry = NewWaitingListEntry & { email: string; area: string };

export interface WaitingListStore {
  create(entry: NewWaitingListEntry): Promise<WaitingListEntry>;
  /**
   * One entry per e-mail (case aside) and area (issue #25): a repeat updates the entry it
   * already has (its details, and `waiting` again if the area had been served) instead of
   * adding one; `created` tells which happened.
   */
  join(entry: WaitingListSignupEntry): Promise<{ entry: WaitingListEntry; created: boolean }>;
  /** Highest priority first, then oldest first; at most `limit` entries when given. */
  list(filter?: WaitingListFilter, limit?: number): Promise<WaitingListEntry[]>;
  count(filter?: WaitingListFilter): Promise<number>;
  /** Every `waiting` entry of the area becomes `served`; answers how many changed. */
  markServed(area: string, now?: Date): Promise<number>;
  get(id: string): Promise<WaitingListEntry | null>;
  /** The waiting entries of a place, highest priority first, then oldest first. */
  waitingIn(place: WaitingListPlace): Promise<WaitingListEntry[]>;
  /**
   * A waiting entry becomes served by service area `areaId`: true for the one caller that
   * changed it (of several instances telling the same area at once), false when it was not waiting.
   */
  serve(id: string, areaId: string, now?: Date): Promise<boolean>;
  /** The e-mail that told a served entry. */
  setNotice(id: string, noticeId: string): Promise<void>;
  /** The team's priority for an entry (1-5): the entry after, or null when there is none. */
  setPriority(id: string, priorityScore: number): Promise<WaitingListEntry | null>;
}

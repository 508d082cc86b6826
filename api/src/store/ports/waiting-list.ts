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
  priorityScore: number;
  status: string;
  createdAt: Date;
}

export type NewWaitingListEntry = Omit<WaitingListEntry, 'id' | 'priorityScore' | 'status' | 'createdAt'> & {
  priorityScore?: number;
};

export interface WaitingListFilter {
  status?: string;
  area?: string;
}

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
  markServed(area: string): Promise<number>;
}

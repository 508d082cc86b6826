export interface WaitingListEntry {
  id: string;
  businessName?: string;
  contactPerson?: string;
  email?: string;
  phone?: string;
  requestedArea?: string;
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

export interface WaitingListStore {
  create(entry: NewWaitingListEntry): Promise<WaitingListEntry>;
  /** Highest priority first, then oldest first. */
  list(filter?: { status?: string }): Promise<WaitingListEntry[]>;
  count(): Promise<number>;
}

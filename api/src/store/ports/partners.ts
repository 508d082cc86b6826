/** A partner location (SPEC §3). Coordinates are stored as a GeoJSON point in MongoDB. */
export interface Partner {
  id: string;
  businessName: string;
  address: string;
  city: string;
  state: string;
  businessType: string;
  contactPerson: string;
  email: string;
  phone: string;
  latitude: number;
  longitude: number;
  status: string;
  dateInstalled?: Date;
  createdAt: Date;
}

export type NewPartner = Omit<Partner, 'id' | 'status' | 'createdAt'> & { status?: string };

export interface PartnerFilter {
  state?: string;
  businessType?: string;
  status?: string;
}

export interface PartnerStore {
  create(partner: NewPartner): Promise<Partner>;
  createMany(partners: NewPartner[]): Promise<number>;
  get(id: string): Promise<Partner | null>;
  /** Sorted by state, city, then business name so the list is stable. */
  list(filter?: PartnerFilter): Promise<Partner[]>;
  count(filter?: PartnerFilter): Promise<number>;
}

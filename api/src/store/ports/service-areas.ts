export interface ServiceArea {
  id: string;
  areaName: string;
  state: string;
  city?: string;
  zipCode?: string;
  isActive: boolean;
  comingSoon: boolean;
  launchDate?: Date;
  createdAt: Date;
}

export type NewServiceArea = Omit<ServiceArea, 'id' | 'isActive' | 'comingSoon' | 'createdAt'> & {
  isActive?: boolean;
  comingSoon?: boolean;
};

export interface ServiceAreaStore {
  create(area: NewServiceArea): Promise<ServiceArea>;
  /** Sorted by state, then area name. */
  list(filter?: { state?: string; isActive?: boolean }): Promise<ServiceArea[]>;
}

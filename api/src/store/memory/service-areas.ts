import type { NewServiceArea, ServiceArea, ServiceAreaStore } from '../ports';
import { addRecord, clone } from './clone';

export class MemoryServiceAreaStore implements ServiceAreaStore {
  private readonly areas: ServiceArea[] = [];

  async create(input: NewServiceArea): Promise<ServiceArea> {
    return addRecord(this.areas, { ...input, isActive: input.isActive ?? false, comingSoon: input.comingSoon ?? true, createdAt: new Date() });
  }

  async list(filter: { state?: string; isActive?: boolean } = {}): Promise<ServiceArea[]> {
    return this.areas
      .filter((a) => (!filter.state || a.state === filter.state) && (filter.isActive === undefined || a.isActive === filter.isActive))
      .sort((a, b) => a.state.localeCompare(b.state) || a.areaName.localeCompare(b.areaName))
      .map(clone);
  }
}

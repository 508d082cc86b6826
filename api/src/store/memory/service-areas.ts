import { randomUUID } from 'node:crypto';
import type { NewServiceArea, ServiceArea, ServiceAreaStore } from '../ports';
import { clone, compact } from './clone';

export class MemoryServiceAreaStore implements ServiceAreaStore {
  private readonly areas: ServiceArea[] = [];

  async create(input: NewServiceArea): Promise<ServiceArea> {
    const area: ServiceArea = {
      ...compact(input),
      id: randomUUID(),
      isActive: input.isActive ?? false,
      comingSoon: input.comingSoon ?? true,
      createdAt: new Date(),
    };
    this.areas.push(clone(area));
    return area;
  }

  async list(filter: { state?: string; isActive?: boolean } = {}): Promise<ServiceArea[]> {
    return this.areas
      .filter((a) => (!filter.state || a.state === filter.state) && (filter.isActive === undefined || a.isActive === filter.isActive))
      .sort((a, b) => a.state.localeCompare(b.state) || a.areaName.localeCompare(b.areaName))
      .map(clone);
  }
}

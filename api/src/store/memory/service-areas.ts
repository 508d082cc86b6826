import type { NewServiceArea, ServiceArea, ServiceAreaChanges, ServiceAreaStore, ServiceAreaUpdate } from '../ports';
import { addRecord, clone } from './clone';

export class MemoryServiceAreaStore implements ServiceAreaStore {
  private readonly areas: ServiceArea[] = [];

  async create(input: NewServiceArea, now = new Date()): Promise<ServiceArea> {
    const isActive = input.isActive ?? false;
    return addRecord(this.areas, {
      ...input,
      isActive,
      comingSoon: input.comingSoon ?? true,
      ...(isActive ? { activatedAt: now } : {}),
      createdAt: now,
      updatedAt: now,
      version: 0,
    });
  }

  async get(id: string): Promise<ServiceArea | null> {
    const area = this.areas.find((a) => a.id === id);
    return area ? clone(area) : null;
  }

  async list(filter: { state?: string; isActive?: boolean; live?: boolean } = {}): Promise<ServiceArea[]> {
    return this.areas
      .filter((a) => (!filter.state || a.state === filter.state) && (filter.isActive === undefined || a.isActive === filter.isActive) && (!filter.live || a.isActive || a.comingSoon))
      .sort((a, b) => a.state.localeCompare(b.state) || a.areaName.localeCompare(b.areaName))
      .map(clone);
  }

  async update(id: string, expectedVersion: number, changes: ServiceAreaChanges, now = new Date()): Promise<ServiceAreaUpdate> {
    const area = this.areas.find((a) => a.id === id);
    if (!area) return { outcome: 'not-found' };
    if (area.version !== expectedVersion) return { outcome: 'conflict', area: clone(area) };
    const activated = changes.isActive === true && !area.isActive;
    for (const [field, value] of Object.entries(changes)) {
      if (value === undefined) continue;
      if (value === null) delete (area as unknown as Record<string, unknown>)[field];
      else (area as unknown as Record<string, unknown>)[field] = value;
    }
    if (activated) area.activatedAt = now;
    area.updatedAt = now;
    area.version += 1;
    return { outcome: 'updated', area: clone(area), activated };
  }

  async activateDue(today: string, now = new Date()): Promise<ServiceArea[]> {
    const due = this.areas.filter((a) => !a.isActive && a.comingSoon && a.launchDate !== undefined && a.launchDate <= today);
    for (const area of due) Object.assign(area, { isActive: true, comingSoon: false, activatedAt: now, updatedAt: now, version: area.version + 1 });
    return due.map(clone);
  }
}

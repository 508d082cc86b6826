import { randomUUID } from 'node:crypto';
import type { NewPartner, Partner, PartnerFilter, PartnerStore } from '../ports';
import { clone, compact } from './clone';

export function partnerOrder(a: Partner, b: Partner): number {
  return (
    a.state.localeCompare(b.state) || a.city.localeCompare(b.city) || a.businessName.localeCompare(b.businessName)
  );
}

export class MemoryPartnerStore implements PartnerStore {
  private readonly partners: Partner[] = [];

  async create(input: NewPartner): Promise<Partner> {
    const partner: Partner = {
      ...compact(input),
      id: randomUUID(),
      status: input.status ?? 'active',
      createdAt: new Date(),
    };
    this.partners.push(clone(partner));
    return partner;
  }

  async createMany(inputs: NewPartner[]): Promise<number> {
    for (const p of inputs) await this.create(p);
    return inputs.length;
  }

  async get(id: string): Promise<Partner | null> {
    const p = this.partners.find((x) => x.id === id);
    return p ? clone(p) : null;
  }

  async list(filter: PartnerFilter = {}): Promise<Partner[]> {
    return this.matching(filter).sort(partnerOrder).map(clone);
  }

  async count(filter: PartnerFilter = {}): Promise<number> {
    return this.matching(filter).length;
  }

  private matching(f: PartnerFilter): Partner[] {
    return this.partners.filter(
      (p) =>
        (!f.state || p.state === f.state) &&
        (!f.businessType || p.businessType === f.businessType) &&
        (!f.status || p.status === f.status),
    );
  }
}

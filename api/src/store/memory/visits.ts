import type { Availability } from '@powernest/domain/visits';
import type { NewVisit, Visit, VisitBooking, VisitMove, VisitStep, VisitStore } from '../ports';
import { clone } from './clone';

export class MemoryVisitStore implements VisitStore {
  private readonly visits: Visit[] = [];
  /** Each visit's unfinished step (VisitStep), written with the visit. */
  private readonly steps = new Map<string, VisitStep>();
  private settings: Availability | null = null;

  private bookedAt(start: Date, except?: string): number {
    return this.visits.filter((v) => v.status === 'booked' && v.start.getTime() === start.getTime() && v.id !== except).length;
  }

  // No await between the check and the write: one booking at a time, as Mongo's atomic steps.
  async book(visit: NewVisit, capacity: number, now: Date, step: VisitStep): Promise<VisitBooking> {
    const existing = this.visits.find((v) => v.leadId === visit.leadId && v.status === 'booked');
    if (existing) return { outcome: 'exists', visit: clone(existing) };
    if (this.bookedAt(visit.start) >= capacity) return { outcome: 'full' };
    const stored: Visit = { ...clone(visit), status: 'booked', sequence: 0, createdAt: now, updatedAt: now };
    this.visits.push(stored);
    this.steps.set(stored.id, clone(step));
    return { outcome: 'booked', visit: clone(stored) };
  }

  async move(id: string, start: Date, end: Date, capacity: number, now: Date, step: VisitStep): Promise<VisitMove> {
    const visit = this.visits.find((v) => v.id === id && v.status === 'booked');
    if (!visit) return { outcome: 'not-found' };
    if (this.bookedAt(start, id) >= capacity) return { outcome: 'full' };
    Object.assign(visit, { start: new Date(start), end: new Date(end), sequence: visit.sequence + 1, updatedAt: now });
    this.steps.set(id, clone(step));
    return { outcome: 'moved', visit: clone(visit) };
  }

  async cancel(id: string, now: Date, step: VisitStep): Promise<Visit | null> {
    const visit = this.visits.find((v) => v.id === id && v.status === 'booked');
    if (!visit) return null;
    Object.assign(visit, { status: 'cancelled', sequence: visit.sequence + 1, updatedAt: now });
    this.steps.set(id, clone(step));
    return clone(visit);
  }

  async settle(id: string, at: Date): Promise<void> {
    if (this.steps.get(id)?.at.getTime() === at.getTime()) this.steps.delete(id);
  }

  async unsettled(before: Date, limit: number): Promise<{ visit: Visit; step: VisitStep }[]> {
    return [...this.steps]
      .filter(([, step]) => step.at < before)
      .sort(([, a], [, b]) => a.at.getTime() - b.at.getTime())
      .slice(0, limit)
      .map(([id, step]) => ({ visit: clone(this.visits.find((v) => v.id === id)!), step: clone(step) }));
  }

  async get(id: string): Promise<Visit | null> {
    const visit = this.visits.find((v) => v.id === id);
    return visit ? clone(visit) : null;
  }

  async bookedFor(leadId: number): Promise<Visit | null> {
    const visit = this.visits.find((v) => v.leadId === leadId && v.status === 'booked');
    return visit ? clone(visit) : null;
  }

  async between(from: Date, to: Date, limit: number): Promise<Visit[]> {
    return this.visits
      .filter((v) => v.status === 'booked' && v.start >= from && v.start < to)
      .sort((a, b) => a.start.getTime() - b.start.getTime() || a.id.localeCompare(b.id))
      .slice(0, limit)
      .map(clone);
  }

  async availability(): Promise<Availability | null> {
    return this.settings && clone(this.settings);
  }

  async setAvailability(availability: Availability): Promise<void> {
    this.settings = clone(availability);
  }
}

import { randomUUID } from 'node:crypto';
import type { Availability } from '@powernest/domain/visits';
import type { NewVisit, Visit, VisitBooking, VisitMove, VisitStore } from '../ports';
import { clone } from './clone';

export class MemoryVisitStore implements VisitStore {
  private readonly visits: Visit[] = [];
  private settings: Availability | null = null;

  private bookedAt(start: Date, except?: string): number {
    return this.visits.filter((v) => v.status === 'booked' && v.start.getTime() === start.getTime() && v.id !== except).length;
  }

  // No await between the check and the write: one booking at a time, as Mongo's atomic steps.
  async book(visit: NewVisit, capacity: number, now: Date): Promise<VisitBooking> {
    const existing = this.visits.find((v) => v.leadId === visit.leadId && v.status === 'booked');
    if (existing) return { outcome: 'exists', visit: clone(existing) };
    if (this.bookedAt(visit.start) >= capacity) return { outcome: 'full' };
    const stored: Visit = { ...clone(visit), id: randomUUID(), status: 'booked', sequence: 0, createdAt: now, updatedAt: now };
    this.visits.push(stored);
    return { outcome: 'booked', visit: clone(stored) };
  }

  async move(id: string, start: Date, end: Date, capacity: number, now: Date): Promise<VisitMove> {
    const visit = this.visits.find((v) => v.id === id && v.status === 'booked');
    if (!visit) return { outcome: 'not-found' };
    if (this.bookedAt(start, id) >= capacity) return { outcome: 'full' };
    Object.assign(visit, { start: new Date(start), end: new Date(end), sequence: visit.sequence + 1, updatedAt: now });
    return { outcome: 'moved', visit: clone(visit) };
  }

  async cancel(id: string, now: Date): Promise<Visit | null> {
    const visit = this.visits.find((v) => v.id === id && v.status === 'booked');
    if (!visit) return null;
    Object.assign(visit, { status: 'cancelled', sequence: visit.sequence + 1, updatedAt: now });
    return clone(visit);
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

import type { NewWaitingListEntry, WaitingListEntry, WaitingListFilter, WaitingListPlace, WaitingListSignupEntry, WaitingListStore } from '../ports';
import { addRecord, clone, compact } from './clone';

export class MemoryWaitingListStore implements WaitingListStore {
  private readonly entries: WaitingListEntry[] = [];

  async create(input: NewWaitingListEntry): Promise<WaitingListEntry> {
    return addRecord(this.entries, { ...input, priorityScore: input.priorityScore ?? 1, status: 'waiting', createdAt: new Date() });
  }

  async join(input: WaitingListSignupEntry): Promise<{ entry: WaitingListEntry; created: boolean }> {
    const email = input.email.toLowerCase();
    const existing = this.entries.find((e) => e.area === input.area && e.email?.toLowerCase() === email);
    if (!existing) return { entry: await this.create(input), created: true };
    const { email: _firstSpellingStays, ...details } = compact(input);
    Object.assign(existing, details, { status: 'waiting' });
    delete existing.servedAt;
    delete existing.servedByArea;
    delete existing.noticeId;
    return { entry: clone(existing), created: false };
  }

  async list(filter: WaitingListFilter = {}, limit?: number): Promise<WaitingListEntry[]> {
    return this.entries
      .map((e, i) => ({ e, i }))
      .filter(({ e }) => matches(e, filter))
      .sort((a, b) => b.e.priorityScore - a.e.priorityScore || a.e.createdAt.getTime() - b.e.createdAt.getTime() || a.i - b.i)
      .slice(0, limit)
      .map(({ e }) => clone(e));
  }

  async count(filter: WaitingListFilter = {}): Promise<number> {
    return this.entries.filter((e) => matches(e, filter)).length;
  }

  async markServed(area: string, now = new Date()): Promise<number> {
    const waiting = this.entries.filter((e) => e.area === area && e.status === 'waiting');
    for (const e of waiting) Object.assign(e, { status: 'served', servedAt: now });
    return waiting.length;
  }

  async get(id: string): Promise<WaitingListEntry | null> {
    const entry = this.entries.find((e) => e.id === id);
    return entry ? clone(entry) : null;
  }

  async waitingIn(place: WaitingListPlace): Promise<WaitingListEntry[]> {
    const inPlace = (e: WaitingListEntry) => ('zipCode' in place ? e.zipCode === place.zipCode : 'area' in place ? e.area === place.area : e.state === place.state);
    return (await this.list({ status: 'waiting' })).filter(inPlace);
  }

  async serve(id: string, areaId: string, now = new Date()): Promise<boolean> {
    const entry = this.entries.find((e) => e.id === id && e.status === 'waiting');
    if (!entry) return false;
    Object.assign(entry, { status: 'served', servedAt: now, servedByArea: areaId });
    return true;
  }

  async setNotice(id: string, noticeId: string): Promise<void> {
    const entry = this.entries.find((e) => e.id === id);
    if (entry) entry.noticeId = noticeId;
  }

  async setPriority(id: string, priorityScore: number): Promise<WaitingListEntry | null> {
    const entry = this.entries.find((e) => e.id === id);
    if (!entry) return null;
    entry.priorityScore = priorityScore;
    return clone(entry);
  }
}

function matches(e: WaitingListEntry, filter: WaitingListFilter): boolean {
  return (!filter.status || e.status === filter.status) && (!filter.area || e.area === filter.area) && (!filter.servedByArea || e.servedByArea === filter.servedByArea);
}

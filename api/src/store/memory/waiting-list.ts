import { randomUUID } from 'node:crypto';
import type { NewWaitingListEntry, WaitingListEntry, WaitingListStore } from '../ports';
import { clone, compact } from './clone';

export class MemoryWaitingListStore implements WaitingListStore {
  private readonly entries: WaitingListEntry[] = [];

  async create(input: NewWaitingListEntry): Promise<WaitingListEntry> {
    const entry: WaitingListEntry = {
      ...compact(input),
      id: randomUUID(),
      priorityScore: input.priorityScore ?? 1,
      status: 'waiting',
      createdAt: new Date(),
    };
    this.entries.push(clone(entry));
    return entry;
  }

  async list(filter: { status?: string } = {}): Promise<WaitingListEntry[]> {
    return this.entries
      .map((e, i) => ({ e, i }))
      .filter(({ e }) => !filter.status || e.status === filter.status)
      .sort((a, b) => b.e.priorityScore - a.e.priorityScore || a.e.createdAt.getTime() - b.e.createdAt.getTime() || a.i - b.i)
      .map(({ e }) => clone(e));
  }

  async count(): Promise<number> {
    return this.entries.length;
  }
}

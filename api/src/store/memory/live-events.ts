import type { LiveEventStore, LiveStreamRecord, LiveStreamStore, StoredLiveEvent } from '../ports';
import { LIVE_EVENTS_KEPT } from '../ports/live-events';

/** One process's events: the memory store has one API instance. */
export class MemoryLiveEventStore implements LiveEventStore {
  private readonly events: StoredLiveEvent[] = [];
  private last = 0;

  async append(type: string, data: string): Promise<StoredLiveEvent> {
    const event = { id: ++this.last, type, data };
    this.events.push(event);
    if (this.events.length > LIVE_EVENTS_KEPT) this.events.shift();
    return { ...event };
  }

  async after(afterId: number, limit = LIVE_EVENTS_KEPT): Promise<StoredLiveEvent[] | null> {
    if (afterId >= this.last) return [];
    const first = this.events[0];
    if (!first || first.id > afterId + 1) return null;
    return this.events.filter((e) => e.id > afterId).slice(0, limit).map((e) => ({ ...e }));
  }

  async lastId(): Promise<number> {
    return this.last;
  }
}

interface Open extends LiveStreamRecord {
  seenAt: number;
}

export class MemoryLiveStreamStore implements LiveStreamStore {
  private readonly streams = new Map<string, Open>();
  private opened = 0;

  async open(stream: Omit<LiveStreamRecord, 'id'>, staleMs: number, now = new Date()): Promise<{ id: string; place: number }> {
    const at = now.getTime();
    const id = String(++this.opened);
    this.streams.set(id, { ...stream, id, seenAt: at });
    // Map keeps insertion order: the order the streams opened in.
    const mine = [...this.streams.values()].filter((s) => s.member === stream.member && s.seenAt > at - staleMs);
    return { id, place: mine.findIndex((s) => s.id === id) + 1 };
  }

  async seen(ids: readonly string[], now = new Date()): Promise<void> {
    for (const id of ids) {
      const stream = this.streams.get(id);
      if (stream) stream.seenAt = now.getTime();
    }
  }

  async close(id: string): Promise<void> {
    this.streams.delete(id);
  }

  async sweep(staleMs: number, now = new Date()): Promise<void> {
    for (const [id, stream] of this.streams) if (stream.seenAt <= now.getTime() - staleMs) this.streams.delete(id);
  }
}

/** Events every store keeps for tabs that reconnect; a tab behind the oldest is told to read its list again. */
export const LIVE_EVENTS_KEPT = 1_000;

/** One live event as the admin area's streams send it: a lead that arrived or changed. */
export interface StoredLiveEvent {
  /** Ascends in the order events were appended, whichever API instance appended them. */
  id: number;
  type: string;
  /** The event's JSON, encoded once by the instance that appended it. */
  data: string;
}

/**
 * The live events of every API instance, in one order (issue #42: a change made through one
 * instance reaches the tabs connected to another). Each instance appends the changes it makes and
 * reads what the others appended after the last one it sent. Only the newest are kept: a tab that
 * reconnects after more than that is told to read its list again.
 */
export interface LiveEventStore {
  /** Appends one event after every other; ids ascend in the order appends complete. */
  append(type: string, data: string): Promise<StoredLiveEvent>;
  /** Up to `limit` events after `afterId`, oldest first; null when some of them are no longer kept. */
  after(afterId: number, limit?: number): Promise<StoredLiveEvent[] | null>;
  /** The newest event's id; 0 before the first. */
  lastId(): Promise<number>;
}

/** An open live-events stream (a tab), as every instance counts it. */
export interface LiveStreamRecord {
  id: string;
  member: string;
  /** The API instance that holds its connection. */
  instance: string;
}

/**
 * The open streams of every instance, so the per-member limit counts across instances. A stream
 * counts while its instance keeps it seen (`seen`, on a short beat); one whose instance died stops
 * counting after `staleMs` and is swept.
 */
export interface LiveStreamStore {
  /**
   * Registers a stream: its id, and its place among its member's counted streams, oldest first
   * (1 = the oldest). Of simultaneous opens the earlier ones keep the lower places, so a limit
   * checked against the place lets exactly that many through, whichever instances they reach.
   */
  open(stream: Omit<LiveStreamRecord, 'id'>, staleMs: number, now?: Date): Promise<{ id: string; place: number }>;
  /** Marks these streams still open (the instance's beat). */
  seen(ids: readonly string[], now?: Date): Promise<void>;
  close(id: string): Promise<void>;
  /** Forgets streams not seen for `staleMs` (their instance is gone). */
  sweep(staleMs: number, now?: Date): Promise<void>;
}

import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import * as z from 'zod/mini';
import { LIVE_STREAMS_MAX, LIVE_STREAMS_PER_MEMBER, liveLeadEvent, type LiveEventType } from '@powernest/domain';
import type { Lead, Store, StoredLiveEvent } from '../../store';

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: LiveEvents;
  }
}

/** One open stream (a tab): whose it is, and how to write to it and end it. */
export interface LiveStream {
  member: string;
  /** Writes one frame; false when the stream could not take it (its client reads too slowly). */
  write(id: number | undefined, type: string, data: string): boolean;
  end(): void;
  /** Ends it and its connection (the server is closing: an idle keep-alive socket would hold it up). */
  drop(): void;
  /** Whether the session that opened it may still read leads (signed out, deactivated, password changed: no). */
  stillAllowed(): Promise<boolean>;
}

/** A stream this instance holds: what it was sent last, and what waits while it catches up. */
interface Held {
  id: string;
  stream: LiveStream;
  lastSent: number;
  /** Events that came while its missed ones were being read; sent after them. */
  waiting: StoredLiveEvent[] | null;
  closed: boolean;
}

/** One server-sent event as written to the socket (an event's data is one line of JSON); no id for `reset`. */
export const sseFrame = (id: number | undefined, type: string, data: string): string => `${id === undefined ? '' : `id: ${id}\n`}event: ${type}\ndata: ${data}\n\n`;

/** How often each open stream's session is checked again: a revoked session loses its streams within this (issue #40). */
const SESSION_RECHECK_MS = 1_000;
/**
 * How often an instance with open streams reads the events other instances appended: a change
 * made through one instance reaches a tab on another within this and a read (issue #42: within 1 s).
 * The instance that makes a change sends it to its own tabs at once.
 */
const READ_EVERY_MS = 200;
/** How often an instance marks its streams still open; one not marked for STREAM_STALE_MS stops counting (its instance died). */
const STREAM_BEAT_MS = 10_000;
const STREAM_STALE_MS = 3 * STREAM_BEAT_MS;
/** Events read at once; more wait for the next read. */
const READ_BATCH = 500;

/**
 * The admin area's live events (issue #29), across every API instance (issue #42): each change is
 * encoded once, appended to the store's one ordered list of events (a capped collection on
 * MongoDB), and each instance writes to its own streams what it reads from there, in that order.
 * Bounded: LIVE_STREAMS_PER_MEMBER per staff member across instances (the store counts the open
 * streams), LIVE_STREAMS_MAX per instance (its sockets), the newest events kept for reconnects; a
 * stream whose client does not keep up is ended (its tab reconnects and catches up).
 */
class LiveEvents {
  readonly instance = randomUUID();
  private readonly streams = new Map<string, Held>();
  /** The newest event written to this instance's streams. */
  private position = 0;
  private reading: Promise<void> | null = null;
  private readAgain = false;

  constructor(
    /** The app's store (registered after this plugin, whose preClose must run before graceful-close's). */
    private readonly storeOf: () => Store,
    private readonly log: FastifyBaseLogger,
  ) {}

  private get store(): Store {
    return this.storeOf();
  }

  get openStreams(): number {
    return this.streams.size;
  }

  /**
   * Opens a stream unless its member (on any instance) or this instance is at the limit. With a
   * Last-Event-ID it first gets what it missed, or `reset` when that is no longer kept.
   */
  async open(stream: LiveStream, lastEventId: number | undefined, firstFrames: (frames: string) => void): Promise<'open' | 'member-limit' | 'server-limit'> {
    if (this.streams.size >= LIVE_STREAMS_MAX) return 'server-limit';
    const { id, place } = await this.store.liveStreams.open({ member: stream.member, instance: this.instance }, STREAM_STALE_MS);
    if (place > LIVE_STREAMS_PER_MEMBER) {
      await this.store.liveStreams.close(id);
      return 'member-limit';
    }
    // The first stream of an idle instance starts from now (nobody here needs what came before).
    if (this.streams.size === 0 && !this.reading) this.position = await this.store.liveEvents.lastId();
    const start = lastEventId !== undefined && lastEventId < this.position ? lastEventId : this.position;
    const held: Held = { id, stream, lastSent: start, waiting: [], closed: false };
    this.streams.set(id, held);
    const missed = start < this.position ? await this.store.liveEvents.after(start) : [];
    let frames: string;
    if (missed === null) {
      frames = sseFrame(undefined, 'reset', '{}');
      held.lastSent = this.position;
    } else {
      frames = sseFrame(start, 'ready', '{}') + missed.map((e) => sseFrame(e.id, e.type, e.data)).join('');
      held.lastSent = missed.at(-1)?.id ?? start;
    }
    // The first frames, then what came meanwhile, in one step: nothing overtakes them.
    firstFrames(frames);
    const waiting = held.waiting ?? [];
    held.waiting = null;
    for (const event of waiting) this.writeTo(held, event);
    return 'open';
  }

  /** The tab left: its place is free once the store knows (the member's limit counts it until then). */
  async close(stream: LiveStream): Promise<void> {
    const held = [...this.streams.values()].find((h) => h.stream === stream);
    if (!held || held.closed) return;
    held.closed = true;
    await this.store.liveStreams.close(held.id).catch((error: unknown) => this.log.warn({ err: error }, 'live stream: could not forget a closed stream'));
    this.streams.delete(held.id);
  }

  /** A lead arrived or changed; `by` is the staff member who changed it (none for the applicant or the site). */
  publish(type: LiveEventType, lead: Lead, by?: string): void {
    const data = JSON.stringify(
      z.encode(liveLeadEvent, {
        lead: {
          id: lead.id,
          businessName: lead.businessName,
          location: lead.location,
          status: lead.status,
          ...(lead.assignedTo ? { assignedTo: lead.assignedTo } : {}),
          version: lead.version,
          createdAt: lead.createdAt,
          ...(lead.promiseDueAt ? { promiseDueAt: lead.promiseDueAt } : {}),
        },
        ...(by ? { by } : {}),
      }),
    );
    // The change is stored already: a lost event costs a tab a stale card until its next read,
    // never the change. This instance's own tabs get it at once.
    this.store.liveEvents.append(type, data).then(
      () => this.readNew(),
      (error: unknown) => this.log.error({ err: error }, 'live event not published'),
    );
  }

  /** Reads the events appended since the last read (by any instance) and writes them to this instance's streams. */
  readNew(): Promise<void> {
    if (this.reading) {
      this.readAgain = true;
      return this.reading;
    }
    this.reading = (async () => {
      do {
        this.readAgain = false;
        const events = await this.store.liveEvents.after(this.position, READ_BATCH);
        if (events === null) {
          // This instance fell behind what is kept (the store was away): every tab reads its list again.
          this.position = await this.store.liveEvents.lastId();
          for (const held of this.streams.values()) {
            held.lastSent = this.position;
            if (!held.stream.write(undefined, 'reset', '{}')) this.end(held);
          }
          continue;
        }
        for (const event of events) {
          this.position = event.id;
          for (const held of [...this.streams.values()]) this.writeTo(held, event);
        }
        if (events.length === READ_BATCH) this.readAgain = true;
      } while (this.readAgain);
    })()
      .catch((error: unknown) => this.log.warn({ err: error }, 'live events: reading new events failed; next read in a moment'))
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }

  private writeTo(held: Held, event: StoredLiveEvent): void {
    if (held.closed || event.id <= held.lastSent) return;
    if (held.waiting) {
      held.waiting.push(event);
      return;
    }
    held.lastSent = event.id;
    if (!held.stream.write(event.id, event.type, event.data)) this.end(held);
  }

  private end(held: Held): void {
    held.stream.end();
    void this.close(held.stream);
  }

  /** Marks this instance's streams still open and forgets those of instances that died. */
  async beat(): Promise<void> {
    await this.store.liveStreams.seen([...this.streams.keys()]);
    await this.store.liveStreams.sweep(STREAM_STALE_MS);
  }

  /**
   * Ends the streams whose session no longer holds (a sign-out, a deactivation, a password change,
   * a role that may no longer read leads): each stream's session is read again, all at once.
   */
  async recheck(): Promise<void> {
    await Promise.all(
      [...this.streams.values()].map(async (held) => {
        const allowed = await held.stream.stillAllowed().catch(() => true); // a store hiccup is not a sign-out
        if (!allowed && !held.closed) this.end(held);
      }),
    );
  }

  /** Ends every stream (the server is closing: no socket may keep it waiting). */
  async endAll(): Promise<void> {
    const held = [...this.streams.values()];
    for (const h of held) h.stream.drop();
    await Promise.all(held.map((h) => this.close(h.stream)));
  }
}

/** Runs `task` every `ms` while streams are open, one run at a time. */
function every(ms: number, live: LiveEvents, task: () => Promise<void>): NodeJS.Timeout {
  let running = false;
  const timer = setInterval(() => {
    if (running || live.openStreams === 0) return;
    running = true;
    void task().finally(() => {
      running = false;
    });
  }, ms);
  timer.unref();
  return timer;
}

export default fp(
  async (app) => {
    const live = new LiveEvents(() => app.store, app.log);
    app.decorate('liveEvents', live);
    const timers = [
      every(READ_EVERY_MS, live, () => live.readNew()),
      every(SESSION_RECHECK_MS, live, () => live.recheck()),
      every(STREAM_BEAT_MS, live, () => live.beat().catch((error: unknown) => app.log.warn({ err: error }, 'live streams: beat failed'))),
    ];
    app.addHook('onClose', async () => timers.forEach(clearInterval));
    // Before graceful-close waits for clients to leave: a live stream never leaves on its own.
    app.addHook('preClose', async () => live.endAll());
  },
  { name: 'live-events' },
);

import fp from 'fastify-plugin';
import * as z from 'zod/mini';
import { LIVE_STREAMS_MAX, LIVE_STREAMS_PER_MEMBER, liveLeadEvent, type LiveEventType } from '@powernest/domain';
import type { Lead } from '../../store';

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: LiveEvents;
  }
}

/** One open stream (a tab): whose it is, and how to write to it and end it. */
export interface LiveStream {
  member: string;
  /** Writes one event; false when the stream could not take it (its client reads too slowly). */
  write(id: number, type: LiveEventType, data: string): boolean;
  end(): void;
  /** Ends it and its connection (the server is closing: an idle keep-alive socket would hold it up). */
  drop(): void;
  /** Whether the session that opened it may still read leads (signed out, deactivated, password changed: no). */
  stillAllowed(): Promise<boolean>;
}

/** An event as sent, kept for a reconnecting tab (Last-Event-ID). */
interface SentEvent {
  id: number;
  type: LiveEventType;
  data: string;
}

/** Events kept for tabs that reconnect after a drop; an older Last-Event-ID gets `reset` (read the list again). */
const REPLAY_MAX = 500;
/** How often each open stream's session is checked again: a revoked session loses its streams within this (issue #40). */
const SESSION_RECHECK_MS = 1_000;

/**
 * The admin area's live events (issue #29), in this process: each lead change is encoded once
 * and written to every open stream. Bounded: LIVE_STREAMS_PER_MEMBER per staff member,
 * LIVE_STREAMS_MAX in all, the last REPLAY_MAX events kept for reconnects; a stream whose client
 * does not keep up is ended (its tab reconnects and catches up from the replay).
 * Several API processes would each have their own: see api/README.md, "Live events".
 */
class LiveEvents {
  private readonly streams = new Set<LiveStream>();
  private readonly recent: SentEvent[] = [];
  private nextId = 1;

  /** Opens a stream unless its member or the server is at the limit. */
  open(stream: LiveStream): 'open' | 'member-limit' | 'server-limit' {
    if (this.streams.size >= LIVE_STREAMS_MAX) return 'server-limit';
    let mine = 0;
    for (const s of this.streams) if (s.member === stream.member) mine += 1;
    if (mine >= LIVE_STREAMS_PER_MEMBER) return 'member-limit';
    this.streams.add(stream);
    return 'open';
  }

  close(stream: LiveStream): void {
    this.streams.delete(stream);
  }

  get openStreams(): number {
    return this.streams.size;
  }

  /** The id the next event will have: a new stream starts after the one before it. */
  get lastId(): number {
    return this.nextId - 1;
  }

  /** The events after `lastId`, or null when some of them are no longer kept. */
  since(lastId: number): SentEvent[] | null {
    if (lastId >= this.lastId) return [];
    const first = this.recent[0];
    if (!first || first.id > lastId + 1) return null;
    return this.recent.filter((e) => e.id > lastId);
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
        },
        ...(by ? { by } : {}),
      }),
    );
    const event: SentEvent = { id: this.nextId++, type, data };
    this.recent.push(event);
    if (this.recent.length > REPLAY_MAX) this.recent.shift();
    for (const stream of [...this.streams]) {
      if (!stream.write(event.id, type, data)) {
        this.streams.delete(stream);
        stream.end();
      }
    }
  }

  /**
   * Ends the streams whose session no longer holds (a sign-out, a deactivation, a password change,
   * a role that may no longer read leads): each stream's session is read again, all at once.
   */
  async recheck(): Promise<void> {
    await Promise.all(
      [...this.streams].map(async (stream) => {
        const allowed = await stream.stillAllowed().catch(() => true); // a store hiccup is not a sign-out
        if (allowed || !this.streams.delete(stream)) return;
        stream.end();
      }),
    );
  }

  /** Ends every stream (the server is closing: no socket may keep it waiting). */
  endAll(): void {
    for (const stream of [...this.streams]) stream.drop();
    this.streams.clear();
  }
}

export default fp(
  async (app) => {
    const live = new LiveEvents();
    app.decorate('liveEvents', live);
    // One check at a time; none while no stream is open.
    let checking = false;
    const timer = setInterval(() => {
      if (checking || live.openStreams === 0) return;
      checking = true;
      void live.recheck().finally(() => {
        checking = false;
      });
    }, SESSION_RECHECK_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
    // Before graceful-close waits for clients to leave: a live stream never leaves on its own.
    app.addHook('preClose', async () => live.endAll());
  },
  { name: 'live-events' },
);

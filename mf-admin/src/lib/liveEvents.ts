// The tab's one live stream (issue #29: GET /api/admin/events), shared by every view that
// listens: the workspace, the board, the dashboard. The browser's EventSource reconnects after a
// drop and sends Last-Event-ID, so the server replays what was missed; when the server refused
// the stream (signed out, too many tabs) it is opened again later, and the views read their
// data again (`reset`), since what happened meanwhile is not known.
import { decodeAnswer } from '@powernest/shared-ui/data';
import { LIVE_EVENTS_PATH, LIVE_EVENT_TYPES, liveLeadEvent, type LiveEventType, type LiveLeadEvent } from '@powernest/domain';

export type LiveMessage = { type: LiveEventType; event: LiveLeadEvent } | { type: 'reset' };
type Listener = (message: LiveMessage) => void;

/** After a refused stream: the first wait, doubled up to the last. */
const REOPEN_FIRST_MS = 5_000;
const REOPEN_MAX_MS = 5 * 60_000;

const listeners = new Set<Listener>();
let source: EventSource | null = null;
let reopenTimer: ReturnType<typeof setTimeout> | undefined;
let reopenMs = REOPEN_FIRST_MS;
/** A stream that was open before: the next one starts with `reset` (what came between is not known). */
let wasOpen = false;

const emit = (message: LiveMessage) => {
  for (const listener of [...listeners]) listener(message);
};

function open(): void {
  if (typeof EventSource === 'undefined') return;
  const stream = new EventSource(LIVE_EVENTS_PATH, { withCredentials: true });
  source = stream;
  stream.addEventListener('ready', () => {
    reopenMs = REOPEN_FIRST_MS;
    if (wasOpen) emit({ type: 'reset' });
    wasOpen = true;
  });
  stream.addEventListener('reset', () => emit({ type: 'reset' }));
  for (const type of LIVE_EVENT_TYPES) {
    stream.addEventListener(type, (e) => {
      try {
        emit({ type, event: decodeAnswer(liveLeadEvent, type, JSON.parse((e as MessageEvent<string>).data)) });
      } catch {
        // An event this build cannot read: the views read their data again instead.
        emit({ type: 'reset' });
      }
    });
  }
  stream.addEventListener('error', () => {
    // CONNECTING: the browser reconnects by itself. CLOSED: the server refused it; try again later.
    if (stream.readyState !== EventSource.CLOSED || source !== stream) return;
    source = null;
    reopenTimer = setTimeout(() => {
      reopenTimer = undefined;
      if (listeners.size > 0) open();
    }, reopenMs);
    reopenMs = Math.min(reopenMs * 2, REOPEN_MAX_MS);
  });
}

function close(): void {
  source?.close();
  source = null;
  clearTimeout(reopenTimer);
  reopenTimer = undefined;
  wasOpen = false;
}

/** Listens to the tab's live stream (opened with the first listener, closed with the last). */
export function listenLive(listener: Listener): () => void {
  listeners.add(listener);
  if (!source && !reopenTimer) open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) close();
  };
}

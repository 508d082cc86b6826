// The browser's EventSource, faked for jsdom (which has none): tests see the streams a page
// opened and send events into them, as GET /api/admin/events would.
import { act } from '@testing-library/react';

export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static open: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    super();
    FakeEventSource.open.push(this);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
    FakeEventSource.open = FakeEventSource.open.filter((s) => s !== this);
  }

  /** The server sends an event (`data` as JSON). */
  send(type: string, data: unknown = {}) {
    this.readyState = FakeEventSource.OPEN;
    act(() => {
      this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
    });
  }
}

/** Installs the fake for the file's tests; returns the stream the page opened (the latest). */
export function installFakeEventSource(): () => FakeEventSource {
  beforeEach(() => {
    FakeEventSource.open = [];
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  });
  afterEach(() => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
  });
  return () => {
    const stream = FakeEventSource.open.at(-1);
    if (!stream) throw new Error('The page opened no live stream');
    return stream;
  };
}

// Reads a server-sent event stream over a real socket (app.inject waits for the end of a
// response, and a live stream has none), as a browser's EventSource would see it.

export interface StreamEvent {
  id?: string;
  event: string;
  data: string;
}

export interface OpenStream {
  status: number;
  headers: Headers;
  /** The next event (heartbeat comments skipped); rejects after `timeoutMs` or when the stream ends first. */
  next(timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openEventStream(url: string, headers: Record<string, string>): Promise<OpenStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const queue: StreamEvent[] = [];
  const waiting: (() => void)[] = [];
  let done = false;
  let buffer = '';
  const wake = () => waiting.splice(0).forEach((w) => w());
  const ended = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event: StreamEvent = { event: 'message', data: '' };
          let isEvent = false;
          for (const line of block.split('\n')) {
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'event') event.event = value;
            else if (field === 'data') event.data += value;
            else if (field === 'id') event.id = value;
            if (field === 'event' || field === 'data') isEvent = true;
          }
          if (isEvent) queue.push(event);
        }
        wake();
      }
    } catch {
      // Aborted by close().
    } finally {
      done = true;
      wake();
    }
  })();
  return {
    status: res.status,
    headers: res.headers,
    ended,
    close: () => abort.abort(),
    async next(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (queue.length === 0) {
        if (done) throw new Error('the stream ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return queue.shift()!;
    },
  };
}

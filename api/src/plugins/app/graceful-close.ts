import { once } from 'node:events';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';

/** How long a closing server waits for its clients to leave before it drops the idle ones. */
const CLOSE_GRACE_MS = 5000;

/**
 * Closing without resetting anyone (issue #25: SIGTERM reset ~40 in-flight keep-alive requests).
 * Fastify marks itself closing before `preClose`, and from then on answers every new request
 * `503` with `Connection: close` (return503OnClosing). Its next step, though, drops every idle
 * keep-alive socket at once, and a client whose request is already on the wire then sees a reset
 * instead of an answer. So `preClose` waits, up to `graceMs`, for the clients to leave: each one
 * gets its in-flight answer, then a 503 with `Connection: close` for anything more, and closes.
 */
export default fp<{ graceMs?: number }>(async (app, { graceMs = CLOSE_GRACE_MS }) => {
  const sockets = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  app.addHook('preClose', async () => {
    const deadline = Date.now() + graceMs;
    while (sockets.size > 0 && Date.now() < deadline) {
      const [first] = sockets;
      // Each wait takes its listeners away again (a bare once() per 100 ms piled them up on an idle socket).
      await once(first!, 'close', { signal: AbortSignal.timeout(Math.max(1, Math.min(100, deadline - Date.now()))) }).catch(() => undefined);
    }
  });
});

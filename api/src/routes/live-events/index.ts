import sse from '@fastify/sse';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ADMIN_ROUTE_ROLES, API_PREFIX, LIVE_EVENTS_PATH, LIVE_STREAMS_REFUSED, roleMay } from '@powernest/domain';
import { mustReplacePassword } from '../../plugins/app/admin-auth';
import { sseFrame, type LiveStream } from '../../plugins/app/live-events';
import { memberNameOf } from '../../auth/member-name';
import { routePlugin } from '../../http/routePlugin';

/** A comment line this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** How long the browser waits before reconnecting after a drop. */
const RETRY_MS = 3_000;
/** A stream lasts this long, then ends: the tab reconnects at once, and its session is checked again. */
const STREAM_MAX_MS = 10 * 60_000;
/** Bytes a stream may hold unsent before its client counts as gone (it reconnects and catches up). */
const SLOW_CLIENT_BYTES = 256 * 1024;
const ONLY_EVENT_STREAM = 'This address sends live events as text/event-stream only';

/**
 * GET /api/admin/events (issue #29): the admin area's live events as server-sent events, for
 * staff who may read leads. Each tab holds one stream; a tab that reconnects with Last-Event-ID
 * gets what it missed, or `reset` when that is no longer kept (it reads its list again).
 */
const liveEventRoutes: FastifyPluginAsync = async (app) => {
  await app.register(sse, { heartbeatInterval: HEARTBEAT_MS });
  const readers = app.adminAuth.require(ADMIN_ROUTE_ROLES.leads);

  // A client that takes only something else is refused here, through the scope's error handler
  // (the plugin's own 406 body is not the API's shape).
  const takesEventStream = async (request: FastifyRequest) => {
    const accept = request.headers.accept;
    if (accept && !/(?:^|,)\s*(?:text\/event-stream|text\/\*|\*\/\*)\s*(?:;|,|$)/i.test(accept)) throw app.httpErrors.notAcceptable(ONLY_EVENT_STREAM);
  };

  app.get(LIVE_EVENTS_PATH.slice(API_PREFIX.length), { sse: 'only', preValidation: readers, preHandler: takesEventStream }, async (request, reply) => {
    const principal = request.admin!;
    const live = app.liveEvents;
    // Frames are written straight to the socket, in the order they happen: no promise and no
    // listener per write, whatever the number of tabs.
    const stream: LiveStream = {
      member: memberNameOf(principal.user),
      write(id, type, data) {
        if (!reply.sse.isConnected || reply.raw.writableLength > SLOW_CLIENT_BYTES) return false;
        reply.raw.write(sseFrame(id, type, data));
        return true;
      },
      end: () => reply.sse.close(),
      drop() {
        reply.sse.close();
        // (An injected request, in tests, has no real socket.)
        if (typeof request.raw.socket?.end === 'function') request.raw.socket.end();
      },
      // The same test as the route's own: its session, an active member, a role that reads leads.
      stillAllowed: async () => {
        const now = await app.adminAuth.current(request);
        return now !== null && now.session.id === principal.session.id && roleMay(now.user.role, ADMIN_ROUTE_ROLES.leads, 'read') && !mustReplacePassword(now.user);
      },
    };
    const lastId = Number.parseInt(reply.sse.lastEventId ?? '', 10);
    let timer: NodeJS.Timeout | undefined;
    // The headers and the first frames (what it missed, or `reset`) go out in the same step as the
    // stream joins: no event falls between them or overtakes them.
    const opened = await live.open(stream, Number.isInteger(lastId) && lastId >= 0 ? lastId : undefined, (first) => {
      reply.sse.keepAlive();
      reply.sse.sendHeaders();
      timer = setTimeout(() => reply.sse.close(), STREAM_MAX_MS);
      timer.unref();
      reply.sse.onClose(() => {
        clearTimeout(timer);
        void live.close(stream);
      });
      reply.raw.write(`retry: ${RETRY_MS}\n\n${first}`);
    });
    if (opened !== 'open') throw app.httpErrors.tooManyRequests(LIVE_STREAMS_REFUSED);
    // A tab that left while its stream was being opened.
    if (!reply.sse.isConnected) await live.close(stream);
  });
};

export default routePlugin(liveEventRoutes);

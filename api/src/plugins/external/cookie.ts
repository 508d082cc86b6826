import { parseCookie } from 'cookie';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's cookies by name (first occurrence wins; bad encodings kept raw). */
    cookies: Record<string, string | undefined>;
  }
}

/**
 * `request.cookies`, parsed by `cookie` (jshttp, the parser @fastify/cookie wraps). Not
 * @fastify/cookie itself: it loads `cookie` with a dynamic `import()`, which jest (CommonJS, no
 * vm-modules flag) cannot run, and the shell's tests build this app too. On the root instance:
 * the site server's pages and GET /auth/logout read the same cookies.
 */
export default fp(
  async (app) => {
    app.decorateRequest('cookies', null as unknown as Record<string, string | undefined>);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.cookie;
      request.cookies = header ? parseCookie(header) : {};
    });
  },
  { name: 'cookies' },
);

/** @jest-environment node */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createApiProxy } from '../server/apiProxy';
import { readSiteSettings } from '../server/siteSettings';

// The site server in front of the API service (docker-compose: API_URL). The API trusts this
// server's X-Forwarded-For, so what the server sends must be what it decided, not what a
// visitor wrote; and a dead API must not show visitors a 500 naming an internal address.

const listening = async (server: http.Server | net.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const closing = (server: http.Server | net.Server) => new Promise((resolve) => server.close(resolve));

/** The site server's proxy as the environment configures it. */
function siteProxy(env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  const settings = readSiteSettings(env);
  return createApiProxy(settings.api!, settings.trustProxy, 'silent');
}

describe('the API behind the site server', () => {
  let api: http.Server;
  let apiUrl: string;
  beforeAll(async () => {
    // Answers with the headers it received.
    api = http.createServer((req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(req.headers)));
    apiUrl = await listening(api);
  });
  afterAll(() => closing(api));

  it('hears the visitor\'s IP as the site server saw it, not the X-Forwarded-* the visitor sent', async () => {
    const proxy = await siteProxy({ API_URL: apiUrl });
    const res = await proxy.inject({
      url: '/api/user/me',
      remoteAddress: '198.51.100.4',
      headers: { host: 'www.powernest.test', 'x-forwarded-for': '6.6.6.6', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', forwarded: 'for=6.6.6.6' },
    });
    await proxy.close();
    expect(res.statusCode).toBe(200);
    const heard = res.json();
    expect(heard).toMatchObject({ 'x-forwarded-for': '198.51.100.4', 'x-forwarded-proto': 'http', 'x-forwarded-host': 'www.powernest.test' });
    expect(heard.forwarded).toBeUndefined();
  });

  it('behind a load balancer listed in TRUST_PROXY, passes on the visitor it names (and only that)', async () => {
    const proxy = await siteProxy({ API_URL: apiUrl, TRUST_PROXY: '10.0.0.0/8' });
    const res = await proxy.inject({
      url: '/auth/logout',
      remoteAddress: '10.0.0.2',
      headers: { host: 'internal:3000', 'x-forwarded-for': '6.6.6.6, 203.0.113.7', 'x-forwarded-host': 'www.powernest.test', 'x-forwarded-proto': 'https' },
    });
    await proxy.close();
    expect(res.json()).toMatchObject({ 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.powernest.test' });
  });
});

describe('an API that is down or hangs', () => {
  it('answers 502 in the API\'s error shape when the API refuses the connection, naming no address', async () => {
    // A port nobody listens on any more.
    const gone = http.createServer();
    const url = await listening(gone);
    await closing(gone);
    const proxy = await siteProxy({ API_URL: url });
    const res = await proxy.inject('/api/health');
    await proxy.close();
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ success: false, error: 'The service is unavailable right now. Please try again in a moment.' });
    expect(res.body).not.toContain('127.0.0.1');
    expect(res.body).not.toContain(new URL(url).port);
  });

  it('answers 504 once the API has not answered within API_TIMEOUT_MS', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket)); // accepts, never answers
    const url = await listening(silent);
    const proxy = await siteProxy({ API_URL: url, API_TIMEOUT_MS: '300' });
    const res = await proxy.inject({ method: 'POST', url: '/api/leads', payload: { businessName: 'Blue Door Café' } });
    await proxy.close();
    sockets.forEach((s) => s.destroy());
    await closing(silent);
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ success: false, error: 'The service took too long to answer. Please try again in a moment.' });
    expect(res.body).not.toContain('127.0.0.1');
  });
});

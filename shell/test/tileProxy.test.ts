/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerTileProxy } from '../server/tileProxy';

const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

describe('tile proxy', () => {
  let upstream: http.Server;
  let app: FastifyInstance;
  const asked: string[] = [];
  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      asked.push(req.url ?? '');
      if (req.url?.startsWith('/ok/')) return void res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
      if (req.url?.startsWith('/html/')) return void res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>hi</h1>');
      if (req.url?.startsWith('/hang/')) return; // never answers
      res.writeHead(500).end();
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    app = Fastify();
    registerTileProxy(app, {
      timeoutMs: 300,
      layers: ['ok', 'html', 'hang', 'broken'].map((id) => ({ id, upstream: `${base}/${id}/{z}/{x}/{y}.png`, maxZoom: 5 })),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it("passes the provider's tile through, cached for a day, and asks the provider once", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await app.inject('/tiles/ok/3/2/1');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.rawPayload.equals(PNG)).toBe(true);
    }
    expect(asked.filter((u) => u === '/ok/3/2/1.png')).toHaveLength(1);
  });

  it.each(['broken', 'html', 'hang'])('answers a blank tile, not an error, when the provider is %s', async (layer) => {
    const res = await app.inject(`/tiles/${layer}/1/0/0`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-tile']).toBe('unavailable');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each(['/tiles/nope/1/0/0', '/tiles/ok/6/0/0', '/tiles/ok/2/4/0', '/tiles/ok/2/-1/0', '/tiles/ok/a/0/0'])('refuses %s (unknown layer or outside the world)', async (url) => {
    expect((await app.inject(url)).statusCode).toBe(404);
  });
});

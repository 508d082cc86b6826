/** @jest-environment node */
import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { baseLayersResponse, type BaseLayerId } from '@powernest/domain';
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
      // Long enough for a first fetch on a busy machine; the hanging provider costs this once.
      timeoutMs: 1500,
      // Stand-in layers (ids the domain does not know): the proxy serves whatever it is configured with.
      layers: ['ok', 'html', 'hang', 'broken'].map((id) => ({ id: id as BaseLayerId, label: id, attribution: `© ${id}`, upstream: `${base}/${id}/{z}/{x}/{y}.png?key=secret`, maxZoom: 5 })),
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
    expect(asked.filter((u) => u === '/ok/3/2/1.png?key=secret')).toHaveLength(1);
  });

  it('asks the provider once for a tile that several visitors want at the same moment', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject('/tiles/ok/4/3/2')));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(asked.filter((u) => u === '/ok/4/3/2.png?key=secret')).toHaveLength(1);
  });

  it('tells the browser the layers it configures (labels, attributions, zoom), never the providers\' URLs', async () => {
    const res = await app.inject('/tiles/layers.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json().layers[0]).toEqual({ id: 'ok', label: 'ok', attribution: '© ok', maxZoom: 5 });
    expect(res.body).not.toMatch(/secret|127\.0\.0\.1/);
  });

  it('answers the built-in layers, in the shape the map decodes, when given none', async () => {
    const plain = Fastify();
    registerTileProxy(plain);
    const res = await plain.inject('/tiles/layers.json');
    expect(baseLayersResponse.parse(res.json()).layers.map((l) => l.id)).toEqual(['satellite', 'street', 'terrain']);
    await plain.close();
  });

  it.each(['broken', 'html', 'hang'])('answers a blank tile, not an error, when the provider is %s', async (layer) => {
    const res = await app.inject(`/tiles/${layer}/1/0/0`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-tile']).toBe('unavailable');
    expect(res.headers['cache-control']).toBe('no-store');
    // A 1x1 RGBA PNG whose one pixel is fully transparent: the outline base map shows through.
    const png = res.rawPayload;
    expect(png.subarray(12, 16).toString()).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([1, 1, 8, 6]);
    const idat = png.indexOf('IDAT');
    const pixels = zlib.inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    expect([...pixels]).toEqual([0, 0, 0, 0, 0]); // filter byte, then R, G, B, A
  });

  it('lets one address fetch a bounded number of tiles from the provider per minute; cached tiles and other addresses are not held back', async () => {
    const limited = Fastify();
    const base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    registerTileProxy(limited, { fetchesPerAddressPerMinute: 5, layers: [{ id: 'street', label: 'ok', attribution: '©', upstream: `${base}/ok/{z}/{x}/{y}.png`, maxZoom: 5 }] });
    const before = asked.length;
    const from = (remoteAddress: string, x: number) => limited.inject({ url: `/tiles/street/5/${x}/7`, remoteAddress });
    const answers = [];
    for (let x = 0; x < 8; x++) answers.push((await from('203.0.113.1', x)).headers['x-tile'] ?? 'tile');
    expect(answers).toEqual(['tile', 'tile', 'tile', 'tile', 'tile', 'over-budget', 'over-budget', 'over-budget']);
    expect(asked.length - before).toBe(5);
    expect((await from('203.0.113.1', 0)).headers['x-tile']).toBeUndefined(); // cached: free
    expect((await from('203.0.113.2', 9)).headers['x-tile']).toBeUndefined();
    await limited.close();
  });

  it.each(['/tiles/nope/1/0/0', '/tiles/ok/6/0/0', '/tiles/ok/2/4/0', '/tiles/ok/2/-1/0', '/tiles/ok/a/0/0'])('refuses %s (unknown layer or outside the world)', async (url) => {
    expect((await app.inject(url)).statusCode).toBe(404);
  });
});

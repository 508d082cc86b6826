import { PARTNER_ANSWER_MAX_AGE_S, PARTNER_NOT_FOUND, PARTNER_TILES, PARTNER_TILE_MESSAGE, partnerTileResponse, type PartnerTileResponse } from '@powernest/domain';
import { login } from './admin-support';
import { useTestApp } from './helper';

/** The z/x/y tiles of a zoom level covering the lower 48 states (the map's first view). */
function lower48Tiles(z: number) {
  const n = 2 ** z;
  const x = (lng: number) => Math.floor(((lng + 180) / 360) * n);
  const y = (lat: number) => {
    const sin = Math.sin((lat * Math.PI) / 180);
    return Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n);
  };
  const tiles: string[] = [];
  for (let tx = x(-125); tx <= x(-66.5); tx++) for (let ty = y(49.5); ty <= y(24); ty++) tiles.push(`${z}/${tx}/${ty}`);
  return tiles;
}

describe('the locator map: tiles, stats and one partner (seeded demo data)', () => {
  const app = useTestApp({ SEED_DEMO: 'true' });
  const json = async (url: string) => {
    const res = await app().inject(url);
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  const tiles = async (z: number, query = '') => Promise.all(lower48Tiles(z).map(async (t) => partnerTileResponse.parse((await json(`/api/partners/map/${t}${query}`)).body)));
  const countIn = (answers: PartnerTileResponse[]) => answers.reduce((sum, a) => sum + a.rows.length + a.clusters.reduce((n, c) => n + c[2], 0), 0);

  it('answers a tile with clusters and single partners that add up to every partner in view', async () => {
    const { body: all } = await json('/api/partners?limit=1000');
    const answers = await tiles(4);
    expect(countIn(answers)).toBe(all.total);
    expect(answers.reduce((n, a) => n + a.total, 0)).toBe(all.total);
    // At country zoom most partners are in clusters: far fewer things to draw than partners.
    const drawn = answers.reduce((n, a) => n + a.rows.length + a.clusters.length, 0);
    expect(drawn).toBeLessThan(all.total / 2);
  });

  it('applies the filters to tiles and stats alike', async () => {
    const { body: some } = await json('/api/partners?limit=1');
    const filters = `?state=${some.partners[0].state}&businessType=${some.partners[0].businessType}`;
    const { body: matching } = await json(`/api/partners${filters}&limit=1000`);
    expect(matching.total).toBeGreaterThan(0);
    expect(countIn(await tiles(5, filters))).toBe(matching.total);
    const { body: stats } = await json(`/api/partners/stats${filters}`);
    expect(stats).toMatchObject({ totalPartners: matching.total, states: 1, businessTypes: 1 });
    expect(stats.bounds).toHaveLength(4);
    const { body: network } = await json('/api/partners/stats');
    expect(network.totalPartners).toBe((await json('/api/partners?limit=1000')).body.total);
  });

  it('draws each partner on its own once zoomed in', async () => {
    const { body } = await json('/api/partners?limit=1');
    const { latitude, longitude, id } = body.partners[0];
    const z = 14;
    const n = 2 ** z;
    const sin = Math.sin((latitude * Math.PI) / 180);
    const x = Math.floor(((longitude + 180) / 360) * n);
    const y = Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n);
    const tile = partnerTileResponse.parse((await json(`/api/partners/map/${z}/${x}/${y}`)).body);
    expect(tile.clusters).toEqual([]);
    expect(tile.rows.map((r) => r[0])).toContain(id);
  });

  it('reads at most PARTNER_TILES.maxRead partners for a tile and says so when the tile held more', async () => {
    const { body: all } = await json('/api/partners?limit=1');
    const whole = partnerTileResponse.parse((await json('/api/partners/map/0/0/0')).body);
    expect(whole).toMatchObject({ total: all.total });
    expect(whole.truncated).toBeUndefined();
    // A store that holds more than the cap: here it answers 3 rows of the true total.
    const partners = app().store.partners;
    const rows = partners.rows.bind(partners);
    const spy = jest.spyOn(partners, 'rows').mockImplementation((q) => rows({ ...q, limit: 3 }));
    const capped = partnerTileResponse.parse((await json('/api/partners/map/0/0/0?businessType=all')).body);
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ limit: PARTNER_TILES.maxRead }));
    spy.mockRestore();
    expect(capped).toMatchObject({ total: all.total, truncated: true });
    expect(capped.rows.length + capped.clusters.reduce((n, c) => n + c[2], 0)).toBe(3);
  });

  it('refuses what is no tile and unknown filters, with a clear message', async () => {
    const outside = await json('/api/partners/map/3/8/0');
    expect(outside.status).toBe(400);
    expect(JSON.stringify(outside.body)).toContain(PARTNER_TILE_MESSAGE);
    expect((await json('/api/partners/map/19/0/0')).status).toBe(400);
    expect((await json('/api/partners/map/a/b/c')).status).toBe(400);
    expect((await json('/api/partners/map/3/1/2?near=1,2')).status).toBe(400);
    expect((await json('/api/partners/stats?state=ZZ')).status).toBe(400);
  });

  it('is cacheable by any browser or CDN for a few seconds, then checked again (304 while unchanged)', async () => {
    const { headers } = await json('/api/partners/map/4/3/6');
    expect(headers['cache-control']).toBe(`public, max-age=${PARTNER_ANSWER_MAX_AGE_S}, must-revalidate`);
    const again = await app().inject({ url: '/api/partners/map/4/3/6', headers: { 'if-none-match': headers.etag as string } });
    expect([again.statusCode, again.body]).toEqual([304, '']);
  });

  it('a deactivated or edited partner leaves the map at the next check (issue #25: it stayed 60 s)', async () => {
    const { cookie } = await login(app());
    const { body: list } = await json('/api/partners?limit=1');
    const partner = list.partners[0];
    const tile = (z: number) => {
      const n = 2 ** z;
      const sin = Math.sin((partner.latitude * Math.PI) / 180);
      return `/api/partners/map/${z}/${Math.floor(((partner.longitude + 180) / 360) * n)}/${Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n)}`;
    };
    // At zoom 14 every partner is its own row.
    const before = await app().inject(tile(14));
    expect(partnerTileResponse.parse(before.json()).rows.map((r) => r[0])).toContain(partner.id);
    const off = await app().inject({ method: 'PATCH', url: `/api/admin/partners/${partner.id}`, headers: { cookie, 'content-type': 'application/json' }, payload: { status: 'inactive' } });
    expect(off.statusCode).toBe(200);
    const after = await app().inject({ url: tile(14), headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(partnerTileResponse.parse(after.json()).rows.map((r) => r[0])).not.toContain(partner.id);
    expect((await json(`/api/partners/${partner.id}`)).status).toBe(404);
  });

  it('GET /api/partners/:id returns one active partner, with the locator fields only', async () => {
    const { body: list } = await json('/api/partners?limit=1');
    const { status, body } = await json(`/api/partners/${list.partners[0].id}`);
    expect(status).toBe(200);
    expect(body.partner).toEqual(list.partners[0]);
    expect(await json('/api/partners/no-such-partner')).toMatchObject({ status: 404, body: { success: false, error: PARTNER_NOT_FOUND } });
  });
});

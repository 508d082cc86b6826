// What the MongoDB partner adapter sends to the server, checked without one (the store contract
// runs the same searches against a real MongoDB when MONGODB_URI is set).
import { MONGODB_FEATURES } from '../src/store/mongo/server-features';
import { distanceKm } from '@powernest/domain';
import { mongoose } from '../src/store/mongo/connection';
import { indexPolygon, partnerMatch } from '../src/store/mongo/partner-query';
import { escapeRegExp } from '../src/store/mongo/search-words';
import { MongoPartnerStore } from '../src/store/mongo/partners';

describe('MongoDB partner search (no server needed)', () => {
  const conn = mongoose.createConnection(); // never connected: schemas, casting and spies only
  const partners = new MongoPartnerStore(conn, MONGODB_FEATURES);
  afterAll(() => conn.close());
  afterEach(() => jest.restoreAllMocks());

  /** The filter as mongoose would send it: sanitized (sanitizeFilter is on), then cast (strictQuery: throw). */
  function castFilter(filter: Record<string, unknown>) {
    const query = partners.model.find(mongoose.sanitizeFilter(filter));
    query.cast(partners.model); // throws on unknown paths or uncastable values
    return query.getFilter();
  }

  it('turns search text into a case-insensitive substring of name, city or address, never a pattern of user text', () => {
    for (const text of ['a.c', '.*', '(diner) +', '[x]', '^start$', 'back\\slash', '$ne', 'a|b', 'x{2}', 'slash/dash-']) {
      const pattern = new RegExp(escapeRegExp(text), 'i');
      expect(pattern.test(`>>${text.toUpperCase()}<<`)).toBe(true);
      expect(pattern.test(text.replace(/[^a-z]/gi, ''))).toBe(text.replace(/[^a-z]/gi, '') === text);
    }
    const substring = (pattern: string) => ['businessName', 'city', 'address'].map((field) => ({ [field]: { $regex: pattern, $options: 'i' } }));
    // The whole trimmed text, escaped, in any of the three fields (under $and, beside a keyset's $or).
    const one = castFilter(partnerMatch({ status: 'active', text: '  Joe.*  ' }, { forQuery: true, withPolygon: true }));
    expect(JSON.parse(JSON.stringify(one))).toEqual({ status: 'active', $and: [{ $or: substring('Joe\\.\\*') }] });
    const words = partnerMatch({ status: 'active', text: "JOE'S Café" }, { forQuery: false, withPolygon: false });
    expect(words).toEqual({ status: 'active', $and: [{ $or: substring("JOE'S Café") }] });
    expect(partnerMatch({ text: '(' }, { forQuery: false, withPolygon: false })).toEqual({ $and: [{ $or: substring('\\(') }] });
    expect(partnerMatch({ text: '   ' }, { forQuery: true, withPolygon: true })).toEqual({});
  });

  it('keeps its own box operators through sanitizeFilter and casts under strictQuery "throw"', () => {
    const bbox = { minLng: -98, minLat: 30, maxLng: -97, maxLat: 31 };
    const filter = castFilter(partnerMatch({ state: 'TX', businessType: 'hotel', bbox }, { forQuery: true, withPolygon: true }));
    expect(filter['location.coordinates.0']).toMatchObject({ $gte: -98, $lte: -97 });
    expect(filter['location.coordinates.1']).toMatchObject({ $gte: 30, $lte: 31 });
    expect(filter.location).toMatchObject({ $geoWithin: { $geometry: { type: 'Polygon', coordinates: indexPolygon(bbox) } } });
    expect(filter).toMatchObject({ state: 'TX', businessType: 'hotel' });
    // An operator smuggled in as a value is still neutralised: wrapped in $eq, then refused.
    expect(mongoose.sanitizeFilter({ state: { $ne: null } })).toEqual({ state: { $eq: { $ne: null } } });
    expect(() => castFilter({ state: { $ne: null } })).toThrow(/Cast to string failed/);
  });

  /** Latitudes along the geodesic between two points (spherical interpolation of unit vectors). */
  function geodesicLatitudes([lng1, lat1]: [number, number], [lng2, lat2]: [number, number], samples = 24): number[] {
    const rad = Math.PI / 180;
    const v = (lng: number, lat: number) => [Math.cos(lat * rad) * Math.cos(lng * rad), Math.cos(lat * rad) * Math.sin(lng * rad), Math.sin(lat * rad)];
    const a = v(lng1, lat1);
    const b = v(lng2, lat2);
    const omega = Math.acos(Math.min(1, a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!));
    const out: number[] = [];
    for (let i = 0; i <= samples; i++) {
      const t = i / samples;
      const [wa, wb] = omega === 0 ? [1 - t, t] : [Math.sin((1 - t) * omega) / Math.sin(omega), Math.sin(t * omega) / Math.sin(omega)];
      const z = wa * a[2]! + wb * b[2]!;
      const norm = Math.hypot(wa * a[0]! + wb * b[0]!, wa * a[1]! + wb * b[1]!, z);
      out.push(Math.asin(z / norm) / rad);
    }
    return out;
  }

  it.each([
    ['metro, north', { minLng: -97.9, minLat: 30.1, maxLng: -97.5, maxLat: 30.5 }],
    ['state, north', { minLng: -106.7, minLat: 25.8, maxLng: -93.5, maxLat: 36.5 }],
    ['wide, north', { minLng: -125, minLat: 24, maxLng: -66, maxLat: 50 }],
    ['south', { minLng: 140, minLat: -40, maxLng: 155, maxLat: -10 }],
    ['across the equator', { minLng: -80, minLat: -5, maxLng: -40, maxLat: 5 }],
    ['far north', { minLng: 10, minLat: 70, maxLng: 40, maxLat: 80 }],
  ])('the index polygon of a %s box holds the whole box (its geodesic edges stay outside)', (_name, box) => {
    const ring = indexPolygon(box)![0]!;
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    for (let i = 0; i + 1 < ring.length; i++) {
      const [a, b] = [ring[i]!, ring[i + 1]!];
      if (a[1] !== b[1]) continue; // meridian edges are geodesics already
      const lats = geodesicLatitudes(a, b);
      if (a[1] < box.minLat) expect(Math.max(...lats)).toBeLessThan(box.minLat);
      else expect(Math.min(...lats)).toBeGreaterThan(box.maxLat);
    }
  });

  it('leaves boxes wider than 90° or reaching a pole or the antimeridian to the coordinate test alone', () => {
    expect(indexPolygon({ minLng: -180, minLat: -60, maxLng: 180, maxLat: 60 })).toBeNull();
    expect(indexPolygon({ minLng: 0, minLat: 80, maxLng: 10, maxLat: 90 })).toBeNull();
    expect(indexPolygon({ minLng: 170, minLat: 0, maxLng: 180, maxLat: 10 })).toBeNull();
    const world = partnerMatch({ bbox: { minLng: -180, minLat: -90, maxLng: 180, maxLat: 90 } }, { forQuery: true, withPolygon: true });
    expect(world).not.toHaveProperty('location');
    expect(world['location.coordinates.0']).toMatchObject({ $gte: -180, $lte: 180 });
  });

  it('near: $geoNear first on the 2dsphere key with the filters, then the page; distances from the domain formula', async () => {
    const docs = [
      { _id: 'a', businessName: 'A', businessType: 'hotel', address: '1 Main St', city: 'Austin', state: 'TX', contactPerson: 'X', phone: '1', email: 'a@x.example', location: { coordinates: [-97.7431, 30.2672] } },
      { _id: 'b', businessName: 'B', businessType: 'hotel', address: '2 Elm St', city: 'Dallas', state: 'TX', contactPerson: 'Y', phone: '2', email: 'b@x.example', location: { coordinates: [-96.7836, 32.7843] } },
    ];
    const aggregate = jest.spyOn(partners.model, 'aggregate').mockReturnValue({ exec: async () => docs } as never);
    const count = jest.spyOn(partners.model, 'countDocuments').mockReturnValue({ exec: async () => 42 } as never);
    const from = { latitude: 30.2672, longitude: -97.7431 };
    const bbox = { minLng: -100, minLat: 29, maxLng: -95, maxLat: 33 };
    const page = await partners.search({ status: 'active', state: 'TX', text: 'a', near: from, bbox, offset: 5, limit: 2 });

    const pipeline = aggregate.mock.calls[0]![0] as unknown as Record<string, Record<string, unknown>>[];
    expect(Object.keys(pipeline[0]!)).toEqual(['$geoNear']);
    expect(pipeline[0]!.$geoNear).toMatchObject({
      near: { type: 'Point', coordinates: [-97.7431, 30.2672] },
      spherical: true,
      key: 'location',
      query: { status: 'active', state: 'TX', 'location.coordinates.0': { $gte: -100, $lte: -95 }, 'location.coordinates.1': { $gte: 29, $lte: 33 } },
    });
    expect((pipeline[0]!.$geoNear as { query: object }).query).not.toHaveProperty('location');
    expect((pipeline[0]!.$geoNear as { query: object }).query).toMatchObject({ $and: [{ $or: [{ businessName: { $regex: 'a', $options: 'i' } }, { city: { $regex: 'a', $options: 'i' } }, { address: { $regex: 'a', $options: 'i' } }] }] });
    expect(pipeline.slice(1, 3)).toEqual([{ $skip: 5 }, { $limit: 2 }]);
    expect(count).toHaveBeenCalledTimes(1);
    expect(page.total).toBe(42);
    expect(page.items.map((p) => [p.id, p.latitude, p.longitude])).toEqual([['a', 30.2672, -97.7431], ['b', 32.7843, -96.7836]]);
    expect(page.items[1]!.distanceKm).toBe(distanceKm(from, { latitude: 32.7843, longitude: -96.7836 }));
    expect(Object.keys(page.items[0]!).sort()).toEqual(
      ['id', 'businessName', 'businessType', 'address', 'city', 'state', 'contactPerson', 'phone', 'email', 'latitude', 'longitude', 'distanceKm'].sort(),
    );
  });

  it('indexes status with state or business type in list order, beside the 2dsphere index', () => {
    const indexes = partners.model.schema.indexes().map(([keys]) => keys);
    expect(indexes).toContainEqual({ location: '2dsphere' });
    expect(indexes).toContainEqual({ status: 1, state: 1, city: 1, businessName: 1, _id: 1 });
    expect(indexes).toContainEqual({ status: 1, businessType: 1, state: 1, city: 1, businessName: 1, _id: 1 });
    // The text search: the same with the search words last.
    expect(indexes).toContainEqual({ status: 1, state: 1, city: 1, businessName: 1, _id: 1, searchWords: 1 });
    expect(indexes).toContainEqual({ status: 1, businessType: 1, state: 1, city: 1, businessName: 1, _id: 1, searchWords: 1 });
  });

  it('stores new partners with their search words, and keeps the words out of every answer', async () => {
    const insert = jest.spyOn(partners.model, 'insertMany').mockImplementation((async (records: object[]) => records) as never);
    await partners.createMany([{ businessName: "Joe's Café", address: '9 Main St', city: 'Austin', state: 'TX', businessType: 'restaurant', contactPerson: 'Joe', email: 'j@x.example', phone: '1', latitude: 30, longitude: -97 }]);
    expect((insert.mock.calls[0]![0] as unknown as { searchWords: string[] }[])[0]!.searchWords).toEqual(['9', 'austin', 'cafe', 'joe', 'main', 's', 'st']);
    const stored = { _id: 'p1', businessName: 'A', address: '1 Main St', city: 'Austin', state: 'TX', location: { coordinates: [-97, 30] }, searchWords: ['a'] };
    jest.spyOn(partners.model, 'findById').mockReturnValue({ lean: async () => stored } as never);
    expect(await partners.get('p1')).not.toHaveProperty('searchWords');
  });

  it('a rename writes the new words, only while the searched fields it keeps are as read (else reads again)', async () => {
    const before = { _id: 'p1', businessName: 'Old Name', address: '1 Main St', city: 'Austin', location: { coordinates: [-97, 30] } };
    const meanwhile = { ...before, address: '2 Elm St' };
    const reads = [before, meanwhile];
    jest.spyOn(partners.model, 'findById').mockImplementation((() => ({ lean: async () => reads.shift() })) as never);
    const answers = [null, { ...meanwhile, businessName: 'New Café', state: 'TX', location: { coordinates: [-97, 30] } }];
    const write = jest.spyOn(partners.model, 'findOneAndUpdate').mockImplementation((() => ({ lean: async () => answers.shift() })) as never);
    const updated = await partners.update('p1', { businessName: 'New Café' });
    expect(updated).toMatchObject({ id: 'p1', businessName: 'New Café', address: '2 Elm St' });
    expect(updated).not.toHaveProperty('searchWords');
    const [first, second] = write.mock.calls.map(([filter, update]) => ({ filter, update }));
    expect(first).toEqual({ filter: { _id: 'p1', city: 'Austin', address: '1 Main St' }, update: { $set: { businessName: 'New Café', searchWords: ['1', 'austin', 'cafe', 'main', 'new', 'st'] } } });
    expect(second).toEqual({ filter: { _id: 'p1', city: 'Austin', address: '2 Elm St' }, update: { $set: { businessName: 'New Café', searchWords: ['2', 'austin', 'cafe', 'elm', 'new', 'st'] } } });
  });

  it('an edit of other fields leaves the words alone and reads nothing first', async () => {
    const read = jest.spyOn(partners.model, 'findById');
    const write = jest.spyOn(partners.model, 'findOneAndUpdate').mockReturnValue({ lean: async () => null } as never);
    expect(await partners.update('missing', { phone: '2', status: 'inactive' })).toBeNull();
    expect(read).not.toHaveBeenCalled();
    expect(write.mock.calls[0]!.slice(0, 2)).toEqual([{ _id: 'missing' }, { $set: { phone: '2', status: 'inactive' } }]);
  });
});

import {
  LOCATOR_VIEW,
  STATE_CENTRES,
  directionsUrl,
  distanceKm,
  extentWithMargin,
  fallbackPosition,
  foundLocationsText,
  inLocatorResults,
  matchesPartnerSearch,
  nearestPartner,
  networkStats,
  partnerPosition,
  partnerSearchWords,
} from './locator';

const cafe = { businessName: 'Café Solana', city: 'Austin', address: '1200 S Congress Ave' };

describe('partner search', () => {
  it('finds a partner by any substring of its name, city or address, whatever the case (product.md §5)', () => {
    expect(partnerSearchWords(cafe)).toEqual(['1200', 'austin', 'ave', 'cafe', 'congress', 's', 'solana']);
    expect(matchesPartnerSearch(cafe, 'solana')).toBe(true);
    expect(matchesPartnerSearch(cafe, 'AUST')).toBe(true);
    expect(matchesPartnerSearch(cafe, 'ustin')).toBe(true);
    expect(matchesPartnerSearch(cafe, 'lana')).toBe(true);
    expect(matchesPartnerSearch(cafe, '  CAFÉ sol ')).toBe(true);
    expect(matchesPartnerSearch(cafe, 's congress')).toBe(true);
    // The whole trimmed text, in one field: not words in any order, not across fields.
    expect(matchesPartnerSearch(cafe, 'solana café')).toBe(false);
    expect(matchesPartnerSearch(cafe, 'solana austin')).toBe(false);
    expect(matchesPartnerSearch(cafe, 'dallas')).toBe(false);
    // Literal text: pattern characters are never a pattern.
    expect(matchesPartnerSearch(cafe, '.*')).toBe(false);
    expect(matchesPartnerSearch(cafe, 'c.ngress')).toBe(false);
    expect(matchesPartnerSearch({ ...cafe, businessName: 'Bar (Patio).*' }, '(patio).')).toBe(true);
    // Blank is no filter.
    expect(matchesPartnerSearch(cafe, '   ')).toBe(true);
  });

  it('says how many were found, and whether filters narrowed it', () => {
    expect(foundLocationsText(12, false)).toBe('Found 12 locations');
    expect(foundLocationsText(3, true)).toBe('Found 3 locations matching your criteria');
    expect(foundLocationsText(1, false)).toBe('Found 1 location');
  });
});

describe('network stats', () => {
  it('counts partners, distinct states and distinct business types', () => {
    expect(
      networkStats([
        ['a', 30.27, -97.74, 'restaurant', 'TX'],
        ['b', 29.76, -95.37, 'retail', 'TX'],
        ['c', 34.05, -118.24, 'restaurant', 'CA'],
      ]),
    ).toEqual({ totalPartners: 3, states: 2, businessTypes: 2, bounds: [-118.24, 29.76, -95.37, 34.05] });
    expect(networkStats([])).toEqual({ totalPartners: 0, states: 0, businessTypes: 0, bounds: null });
  });
});

describe('nearest partner', () => {
  const austin = { latitude: 30.2672, longitude: -97.7431 };
  const nyc = { latitude: 40.7128, longitude: -74.006 };

  it('measures great-circle distance', () => {
    expect(distanceKm(austin, nyc)).toBeGreaterThan(2420);
    expect(distanceKm(austin, nyc)).toBeLessThan(2440);
    expect(distanceKm(austin, austin)).toBe(0);
  });

  it('picks the closest by great-circle distance, not by raw degrees', () => {
    // Near the pole a degree of longitude is short: B is closer on the globe although its
    // degree difference is larger.
    const here = { latitude: 70, longitude: 0 };
    const a = { id: 'a', latitude: 71.2, longitude: 0 };
    const b = { id: 'b', latitude: 70, longitude: 2.5 };
    expect(Math.abs(b.longitude - here.longitude) + Math.abs(b.latitude - here.latitude)).toBeGreaterThan(1.2);
    expect(nearestPartner([a, b], here)?.id).toBe('b');
  });

  it('returns null without partners', () => {
    expect(nearestPartner([], austin)).toBeNull();
  });
});

describe('fit extent', () => {
  it('grows the extent by 10% of its size on each side', () => {
    expect(extentWithMargin([[0, 0], [100, 50]])).toEqual([-10, -5, 110, 55]);
  });

  it('gives a single point a minimum size and nothing for no points', () => {
    expect(extentWithMargin([[5, 5]], 0.1, 10)).toEqual([-1, -1, 11, 11]);
    expect(extentWithMargin([])).toBeNull();
  });
});

describe('fallback positions', () => {
  it('are stable for the same id and within ±1° lat, ±2° lng of the state centre', () => {
    const first = fallbackPosition({ id: 'p-42', state: 'TX' });
    expect(fallbackPosition({ id: 'p-42', state: 'TX' })).toEqual(first);
    expect(Math.abs(first.latitude - STATE_CENTRES.TX.latitude)).toBeLessThanOrEqual(1);
    expect(Math.abs(first.longitude - STATE_CENTRES.TX.longitude)).toBeLessThanOrEqual(2);
    expect(fallbackPosition({ id: 'p-43', state: 'TX' })).not.toEqual(first);
  });

  it('puts unknown states around the central US point', () => {
    const p = fallbackPosition({ id: 'x', state: 'ZZ' });
    expect(Math.abs(p.latitude - LOCATOR_VIEW.initialCenter.latitude)).toBeLessThanOrEqual(1);
  });

  it('prefers real coordinates', () => {
    expect(partnerPosition({ id: 'x', state: 'TX', latitude: 30.1, longitude: -97.2 })).toEqual({ latitude: 30.1, longitude: -97.2 });
    expect(partnerPosition({ id: 'x', state: 'TX' })).toEqual(fallbackPosition({ id: 'x', state: 'TX' }));
  });
});

it('builds a maps search for the full address', () => {
  expect(directionsUrl({ address: '1200 S Congress Ave', city: 'Austin', state: 'TX' })).toBe(
    'https://www.google.com/maps/search/?api=1&query=1200%20S%20Congress%20Ave%2C%20Austin%2C%20TX',
  );
});

describe('inLocatorResults', () => {
  const p = { state: 'TX', businessType: 'other', businessName: 'Corner Laundry', city: 'Austin', address: '1 Main St' };
  const all = { state: 'all', businessType: 'all', searchText: '' };
  it('lets "all" through and compares set filters exactly', () => {
    expect(inLocatorResults(p, all)).toBe(true);
    expect(inLocatorResults(p, { ...all, state: 'TX', businessType: 'other' })).toBe(true);
    expect(inLocatorResults(p, { ...all, state: 'WA' })).toBe(false);
    expect(inLocatorResults(p, { ...all, businessType: 'hotel' })).toBe(false);
  });
  it('applies the text search as the server does (name, city or address)', () => {
    expect(inLocatorResults(p, { ...all, searchText: 'LAUNDRY' })).toBe(true);
    expect(inLocatorResults(p, { ...all, searchText: 'austin' })).toBe(true);
    expect(inLocatorResults(p, { ...all, searchText: 'seattle' })).toBe(false);
  });
});

// A deterministic partner network of any size for the locator benchmark: every locator state,
// every business type, coordinates jittered around real city centres (the demo seed's cities).
import { BUSINESS_TYPES, LOCATOR_STATES, type BusinessType } from '@powernest/domain';
import type { NewPartner } from '../../api/src/store';
import { seededRandom } from '../../api/src/seed/seeded-random';
import { US_CITIES, type City } from '../../api/src/seed/us-cities';


const ADJECTIVES = ['Blue', 'Golden', 'Copper', 'Red Oak', 'Summit', 'Harbor', 'Maple', 'Cedar', 'Union', 'Lakeside', 'Northside', 'Sunrise', 'Juniper', 'Silver', 'Evergreen', 'Prairie', 'Canyon', 'Magnolia', 'Riverside', 'Granite'];
const TYPE_WORDS: Record<BusinessType, string[]> = {
  restaurant: ['Café', 'Bistro', 'Diner', 'Grill', 'Kitchen', 'Taqueria', 'Coffee House', 'Eatery'],
  retail: ['Outfitters', 'Books', 'Market', 'Hardware', 'Electronics', 'Boutique', 'Supply'],
  office: ['Workspace', 'Coworking', 'Offices', 'Business Center', 'Desk Club'],
  hotel: ['Hotel', 'Inn', 'Suites', 'Lodge'],
  healthcare: ['Urgent Care', 'Dental', 'Medical Group', 'Pediatrics', 'Eye Care', 'Clinic'],
  automotive: ['Auto Care', 'Tire & Lube', 'Collision', 'Service Center', 'Car Wash'],
  beauty: ['Hair Studio', 'Nail Bar', 'Skin Studio', 'Salon', 'Day Spa'],
  fitness: ['Gym', 'Fitness', 'Cycle Studio', 'Yoga Loft', 'CrossFit', 'Pilates'],
  other: ['Laundromat', 'Bowling', 'Arcade', 'Barber Co.', 'Print & Ship', 'Pet Grooming'],
};
const STREETS = ['Main St', 'Oak Ave', 'Elm St', 'Park Ave', 'Washington Blvd', 'Lincoln Way', 'Market St', 'Church St', '2nd Ave', 'Highland Dr', 'Lake St', 'Mill Rd'];
const FIRST = ['Maria', 'James', 'Aisha', 'Daniel', 'Priya', 'Michael', 'Elena', 'Marcus', 'Grace', 'Luis', 'Hannah', 'Kevin'];
const LAST = ['Garcia', 'Johnson', 'Patel', 'Nguyen', 'Thompson', 'Rivera', 'Kim', 'Brooks', 'Martinez', 'Walker', 'Chen'];

/** Standard normal from two uniforms (Box–Muller). */
function gaussian(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** Big cities get more partners: weight 3 for the first city of each state, 2 for the second, 1 after. */
function cityWeights(): { city: City; cumulative: number }[] {
  const seen = new Map<string, number>();
  let total = 0;
  const out = US_CITIES.map((city) => {
    const rank = seen.get(city.state) ?? 0;
    seen.set(city.state, rank + 1);
    total += rank === 0 ? 3 : rank === 1 ? 2 : 1;
    return { city, cumulative: total };
  });
  return out.map((c) => ({ city: c.city, cumulative: c.cumulative / total }));
}

export interface NetworkOptions {
  count: number;
  seed?: number;
  /** Share of partners that are not active (the API leaves them out). Default 0.01. */
  inactiveShare?: number;
}

/**
 * `count` partners. Each sits around a real city centre with a normal spread of about 0.12°
 * (a metro area of ~25 km), clamped to 0.6°; ~1% are inactive.
 */
export function partnerNetwork({ count, seed = 7_100_000, inactiveShare = 0.01 }: NetworkOptions): NewPartner[] {
  const random = seededRandom(seed);
  const weights = cityWeights();
  const clamp = (v: number) => Math.max(-0.6, Math.min(0.6, v));
  const partners: NewPartner[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const r = random();
    const { city } = weights.find((w) => r < w.cumulative) ?? weights[weights.length - 1]!;
    const businessType = BUSINESS_TYPES[Math.floor(random() * BUSINESS_TYPES.length)]!;
    const words = TYPE_WORDS[businessType];
    const businessName = `${ADJECTIVES[Math.floor(random() * ADJECTIVES.length)]} ${words[Math.floor(random() * words.length)]} #${i + 1}`;
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[(i * 7) % LAST.length]!;
    const street = random() < 0.3 ? city.streets[i % 2] : STREETS[Math.floor(random() * STREETS.length)]!;
    partners[i] = {
      businessName,
      businessType,
      address: `${1 + Math.floor(random() * 9899)} ${street}`,
      city: city.city,
      state: city.state,
      contactPerson: `${first} ${last}`,
      phone: `(${city.areaCode}) 555-01${String(i % 100).padStart(2, '0')}`,
      email: `partner${i + 1}@network.example.com`,
      latitude: Number((city.latitude + clamp(gaussian(random) * 0.12)).toFixed(6)),
      longitude: Number((city.longitude + clamp(gaussian(random) * 0.15)).toFixed(6)),
      status: random() < inactiveShare ? 'inactive' : 'active',
      dateInstalled: new Date(Date.UTC(2022, 0, 1 + (i % 1200))),
    };
  }
  return partners;
}

/** Sanity facts the bench prints: how many are active, and that every state and type occurs. */
export function describeNetwork(partners: readonly NewPartner[]) {
  const states = new Set(partners.map((p) => p.state));
  const types = new Set(partners.map((p) => p.businessType));
  return {
    count: partners.length,
    active: partners.filter((p) => (p.status ?? 'active') === 'active').length,
    states: states.size,
    allStates: LOCATOR_STATES.every((s) => states.has(s)),
    businessTypes: types.size,
    allTypes: BUSINESS_TYPES.every((t) => types.has(t)),
  };
}

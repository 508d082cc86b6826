import { BUSINESS_TYPES, type BusinessType } from '@powernest/domain';
import type { NewPartner } from '../store';
import { US_CITIES } from './us-cities';
import { seededRandom } from './seeded-random';

const NAMES: Record<BusinessType, string[]> = {
  restaurant: ['Magnolia Café', 'Copper Kettle Bistro', 'Sunrise Diner', 'Harbor Street Grill', 'Little Fig Kitchen', 'Red Oak Taqueria', 'Cornerstone Coffee House', 'Juniper & Rye', 'Blue Plate Eatery'],
  retail: ['Main Street Outfitters', 'Paper Lantern Books', 'Evergreen Market', 'Tinker Toy Shop', 'Northside Hardware', 'Cobalt Electronics', 'Wildflower Boutique', 'Summit Sports Supply', 'Thread & Needle'],
  office: ['Brick & Beam Workspace', 'Foundry Coworking', 'Launchpad Offices', 'Hive Collective', 'Riverside Business Center', 'Union Desk', 'Catalyst Workspace', 'Commons Coworking', 'Ledger Hall Offices'],
  hotel: ['Grand Magnolia Hotel', 'Harborview Inn', 'The Parkside Hotel', 'Canyon Lodge', 'Riverfront Suites', 'Station House Hotel', 'Lakeshore Inn', 'The Wren Hotel', 'Meridian Suites'],
  healthcare: ['Cedar Urgent Care', 'Brightside Dental', 'Northgate Medical Group', 'Sunpath Pediatrics', 'Willow Physical Therapy', 'Clearview Eye Care', 'Riverbend Health Center', 'Family First Clinic', 'Oakwood Dermatology'],
  automotive: ['Precision Auto Care', 'Quick Lane Tire & Lube', 'Midtown Collision', 'Route 9 Service Center', 'Ace Transmission', 'Greenlight Car Wash', 'Summit Auto Repair', 'Metro Motors Service', 'Torque Tire Center'],
  beauty: ['Luxe Hair Studio', 'Polished Nail Bar', 'Glow Skin Studio', 'Salon Verde', 'The Blowout Bar', 'Mane Street Salon', 'Bliss Day Spa', 'Studio Nine Salon', 'Velvet Brow Bar'],
  fitness: ['Iron Works Gym', 'Peak Performance Fitness', 'Core Cycle Studio', 'Flow Yoga Loft', 'Pulse CrossFit', 'Strength Club', 'Harbor Climbing Gym', 'Rise Pilates', 'Momentum Boxing'],
  other: ['Spin Cycle Laundromat', 'Bright Lanes Bowling', 'Galaxy Arcade', 'Main Street Barber Co.', 'Open Book Community Center', 'Union Market Hall', 'Pixel Print & Ship', 'Corner Pet Grooming', 'Ridgeline Climbing Supply'],
};

const FIRST = ['Maria', 'James', 'Aisha', 'Daniel', 'Priya', 'Michael', 'Elena', 'Marcus', 'Grace', 'Luis', 'Hannah', 'Kevin', 'Sofia', 'Andre', 'Mei', 'Tyler', 'Nadia', 'Owen', 'Rosa', 'Caleb'];
const LAST = ['Garcia', 'Johnson', 'Patel', 'Nguyen', 'Thompson', 'Rivera', 'Kim', 'Brooks', 'Martinez', 'Walker', 'Chen', 'Lewis', 'Ortiz', 'Hughes', 'Bennett', 'Foster', 'Reyes', 'Sullivan', 'Park'];


const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * 69 demo partners: the first two cities of each state get two partners, the rest one. Types
 * rotate through every business type. Each sits within about 1.5 km of its city's real centre,
 * so markers in one city do not cover each other.
 */
export function demoPartners(): NewPartner[] {
  const random = seededRandom(20240611);
  const perType = new Map<BusinessType, number>();
  const seenStates = new Map<string, number>();
  const partners: NewPartner[] = [];

  for (const city of US_CITIES) {
    const rank = seenStates.get(city.state) ?? 0;
    seenStates.set(city.state, rank + 1);
    const count = rank < 2 ? 2 : 1;
    for (let k = 0; k < count; k++) {
      const i = partners.length;
      const businessType = BUSINESS_TYPES[i % BUSINESS_TYPES.length]!;
      const nth = perType.get(businessType) ?? 0;
      perType.set(businessType, nth + 1);
      const businessName = NAMES[businessType][nth % NAMES[businessType].length]!;
      const first = FIRST[i % FIRST.length]!;
      const last = LAST[(i * 7) % LAST.length]!;
      partners.push({
        businessName,
        businessType,
        address: `${100 + ((i * 137) % 8800)} ${city.streets[k % 2]}`,
        city: city.city,
        state: city.state,
        contactPerson: `${first} ${last}`,
        // 555-01xx numbers are reserved for fiction.
        phone: `(${city.areaCode}) 555-01${String(i % 100).padStart(2, '0')}`,
        email: `${first.toLowerCase()}@${slug(businessName)}.example.com`,
        latitude: Number((city.latitude + (random() - 0.5) * 0.02).toFixed(5)),
        longitude: Number((city.longitude + (random() - 0.5) * 0.02).toFixed(5)),
        status: 'active',
        dateInstalled: new Date(Date.UTC(2023, 0, 1 + i * 9)),
      });
    }
  }
  return partners;
}

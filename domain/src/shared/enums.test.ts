import {
  BUSINESS_TYPE_OPTIONS,
  BUSINESS_SIZE_OPTIONS,
  EXISTING_CHARGING_OPTIONS,
  FAQ_CATEGORY_OPTIONS,
  FOOT_TRAFFIC_OPTIONS,
  INSTALL_TIMELINE_OPTIONS,
  LOCATOR_BUSINESS_TYPE_FILTER_OPTIONS,
  LOCATOR_STATE_OPTIONS,
  MAP_LEGEND_OPTIONS,
  MARKER_STYLES,
  markerStyle,
  SHORT_BUSINESS_TYPE_OPTIONS,
} from './enums';

const valuesOf = (options: readonly { value: string }[]) => options.map((o) => o.value);

describe('product.md §3 enumerations', () => {
  it('lists the short and full business types', () => {
    expect(valuesOf(SHORT_BUSINESS_TYPE_OPTIONS)).toEqual(['restaurant', 'retail', 'office', 'hotel', 'healthcare', 'automotive', 'other']);
    expect(valuesOf(BUSINESS_TYPE_OPTIONS).sort()).toEqual([...valuesOf(SHORT_BUSINESS_TYPE_OPTIONS), 'beauty', 'fitness'].sort());
  });

  it('labels sizes, traffic, existing charging and timelines', () => {
    expect(BUSINESS_SIZE_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      ['micro', 'Micro (1-10 employees)'],
      ['small', 'Small (11-50 employees)'],
      ['medium', 'Medium (51-200 employees)'],
      ['large', 'Large (200+ employees)'],
    ]);
    expect(valuesOf(FOOT_TRAFFIC_OPTIONS)).toEqual(['low', 'moderate', 'high', 'very-high']);
    expect(FOOT_TRAFFIC_OPTIONS[0].label).toBe('Low (1-25 customers/day)');
    expect(FOOT_TRAFFIC_OPTIONS[3].label).toBe('Very High (300+ customers/day)');
    expect(EXISTING_CHARGING_OPTIONS.map((o) => o.label)).toEqual(['None', 'Basic (wall outlets only)', 'Limited', 'Adequate (but outdated)']);
    expect(valuesOf(INSTALL_TIMELINE_OPTIONS)).toEqual(['asap', '1-2weeks', '1month', '2-3months', 'flexible']);
  });

  it('has the locator labels with "All Business Types" first', () => {
    expect(LOCATOR_BUSINESS_TYPE_FILTER_OPTIONS.map((o) => o.label)).toEqual([
      'All Business Types',
      'Restaurant/Café',
      'Retail Store',
      'Office/Co-working',
      'Hotel/Hospitality',
      'Healthcare',
      'Automotive',
      'Beauty/Salon',
      'Fitness/Gym',
      'Other',
    ]);
  });

  it('has the state filter "All States, AL ... WA"', () => {
    expect(LOCATOR_STATE_OPTIONS.map((o) => o.label)).toEqual(['All States', 'AL', 'AZ', 'CA', 'CO', 'FL', 'GA', 'IL', 'NY', 'OR', 'TX', 'WA']);
  });

  it('has a map legend entry for every business type (issue #14: Beauty, Fitness and Other too)', () => {
    expect(MAP_LEGEND_OPTIONS.map((o) => o.label)).toEqual(['Restaurant', 'Retail', 'Office', 'Hotel', 'Healthcare', 'Auto', 'Beauty', 'Fitness', 'Other']);
    expect(valuesOf(MAP_LEGEND_OPTIONS)).toEqual(valuesOf(LOCATOR_BUSINESS_TYPE_FILTER_OPTIONS).slice(1));
  });

  it('colours markers in the product.md §9 hue families, each type its own fill', () => {
    expect(Object.fromEntries(Object.entries(MARKER_STYLES).map(([k, v]) => [k, v.colorName]))).toEqual({
      restaurant: 'orange',
      retail: 'purple',
      office: 'blue',
      hotel: 'green',
      healthcare: 'red',
      automotive: 'yellow',
      beauty: 'pink',
      fitness: 'violet',
      other: 'grey',
    });
    for (const style of Object.values(MARKER_STYLES)) {
      expect(style.hex).toMatch(/^#[0-9A-F]{6}$/);
      expect(style.text).toMatch(/^#[0-9A-F]{6}$/);
    }
    expect(new Set(Object.values(MARKER_STYLES).map((s) => s.hex)).size).toBe(9);
    expect(markerStyle('laundromat')).toBe(MARKER_STYLES.other);
  });

  it('has the FAQ categories with "all" first', () => {
    expect(valuesOf(FAQ_CATEGORY_OPTIONS)).toEqual(['all', 'cost', 'kiosks', 'liability', 'installation', 'partnership']);
  });
});

// product.md §3 enumerations, each as an ordered list of { value, label } for selects, plus the
// plain value tuples that zod enums and lookups need.

export interface Option<V extends string = string> {
  value: V;
  label: string;
}

const values = <V extends string>(options: readonly Option<V>[]): V[] => options.map((o) => o.value);

/** A select's options for values kept elsewhere (a query's enum), in their order: each must have its label. */
export const optionsOf = <V extends string>(values: readonly V[], labels: Record<V, string>): Option<V>[] => values.map((value) => ({ value, label: labels[value] }));

/** Short contact form business types (product.md §3). */
export const SHORT_BUSINESS_TYPE_OPTIONS = [
  { value: 'restaurant', label: 'Restaurant/Café' },
  { value: 'retail', label: 'Retail Store' },
  { value: 'office', label: 'Office/Co-working' },
  { value: 'hotel', label: 'Hotel/Hospitality' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'automotive', label: 'Automotive' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

/** Full application business types: the short list plus beauty and fitness. */
export const BUSINESS_TYPE_OPTIONS = [
  ...SHORT_BUSINESS_TYPE_OPTIONS.slice(0, 6),
  { value: 'beauty', label: 'Beauty/Salon' },
  { value: 'fitness', label: 'Fitness/Gym' },
  SHORT_BUSINESS_TYPE_OPTIONS[6],
] as const satisfies readonly Option[];

export type ShortBusinessType = (typeof SHORT_BUSINESS_TYPE_OPTIONS)[number]['value'];
export type BusinessType = (typeof BUSINESS_TYPE_OPTIONS)[number]['value'];
export const BUSINESS_TYPES = values(BUSINESS_TYPE_OPTIONS) as [BusinessType, ...BusinessType[]];
export const SHORT_BUSINESS_TYPES = values(SHORT_BUSINESS_TYPE_OPTIONS) as [ShortBusinessType, ...ShortBusinessType[]];

export const BUSINESS_SIZE_OPTIONS = [
  { value: 'micro', label: 'Micro (1-10 employees)' },
  { value: 'small', label: 'Small (11-50 employees)' },
  { value: 'medium', label: 'Medium (51-200 employees)' },
  { value: 'large', label: 'Large (200+ employees)' },
] as const satisfies readonly Option[];
export type BusinessSize = (typeof BUSINESS_SIZE_OPTIONS)[number]['value'];

export const FOOT_TRAFFIC_OPTIONS = [
  { value: 'low', label: 'Low (1-25 customers/day)' },
  { value: 'moderate', label: 'Moderate (26-100 customers/day)' },
  { value: 'high', label: 'High (101-300 customers/day)' },
  { value: 'very-high', label: 'Very High (300+ customers/day)' },
] as const satisfies readonly Option[];
export type FootTraffic = (typeof FOOT_TRAFFIC_OPTIONS)[number]['value'];

export const EXISTING_CHARGING_OPTIONS = [
  { value: 'none', label: 'None' },
  { value: 'basic', label: 'Basic (wall outlets only)' },
  { value: 'limited', label: 'Limited' },
  { value: 'adequate', label: 'Adequate (but outdated)' },
] as const satisfies readonly Option[];
export type ExistingCharging = (typeof EXISTING_CHARGING_OPTIONS)[number]['value'];

export const INSTALL_TIMELINE_OPTIONS = [
  { value: 'asap', label: 'ASAP' },
  { value: '1-2weeks', label: '1-2 weeks' },
  { value: '1month', label: '1 month' },
  { value: '2-3months', label: '2-3 months' },
  { value: 'flexible', label: 'Flexible' },
] as const satisfies readonly Option[];
export type InstallTimeline = (typeof INSTALL_TIMELINE_OPTIONS)[number]['value'];

/**
 * Locator business types (product.md §3, issue #14): every type a partner can have, "Other" included,
 * so the filter, badges and popups name each one. The filter adds "all" first.
 */
export const ALL_BUSINESS_TYPES_LABEL = 'All Business Types';
export const LOCATOR_BUSINESS_TYPE_OPTIONS = BUSINESS_TYPE_OPTIONS;
export const LOCATOR_BUSINESS_TYPE_FILTER_OPTIONS = [
  { value: 'all', label: ALL_BUSINESS_TYPES_LABEL },
  ...LOCATOR_BUSINESS_TYPE_OPTIONS,
] as const satisfies readonly Option[];

/** Map legend (product.md §3's short labels), one entry per business type, in the filter's order. */
export const MAP_LEGEND_OPTIONS = [
  { value: 'restaurant', label: 'Restaurant' },
  { value: 'retail', label: 'Retail' },
  { value: 'office', label: 'Office' },
  { value: 'hotel', label: 'Hotel' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'automotive', label: 'Auto' },
  { value: 'beauty', label: 'Beauty' },
  { value: 'fitness', label: 'Fitness' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option<BusinessType>[];

/** Text drawn on a light fill (the yellow): the theme's near-black. */
export const DARK_TEXT = '#1A1A1A';
export const WHITE_TEXT = '#FFFFFF';

export interface MarkerStyle {
  /** The colour's name in product.md §9: the hue family. */
  colorName: string;
  /** The fill of the marker, the list badge and the legend swatch. */
  hex: string;
  /** What is drawn on the fill (badge text, marker glyph): at least 4.5:1 against it (WCAG AA). */
  text: string;
}

/**
 * product.md §9 marker colours, in shades dark enough for white text (a domain test computes every
 * ratio); the yellow keeps its hue with dark text instead. Any type not listed uses `other`.
 */
export const MARKER_STYLES: Record<BusinessType, MarkerStyle> = {
  restaurant: { colorName: 'orange', hex: '#C2410C', text: WHITE_TEXT },
  retail: { colorName: 'purple', hex: '#9333EA', text: WHITE_TEXT },
  office: { colorName: 'blue', hex: '#2563EB', text: WHITE_TEXT },
  hotel: { colorName: 'green', hex: '#15803D', text: WHITE_TEXT },
  healthcare: { colorName: 'red', hex: '#DC2626', text: WHITE_TEXT },
  automotive: { colorName: 'yellow', hex: '#EAB308', text: DARK_TEXT },
  beauty: { colorName: 'pink', hex: '#BE185D', text: WHITE_TEXT },
  fitness: { colorName: 'violet', hex: '#6D28D9', text: WHITE_TEXT },
  other: { colorName: 'grey', hex: '#6B7280', text: WHITE_TEXT },
};

export function markerStyle(businessType: string): MarkerStyle {
  return (MARKER_STYLES as Record<string, MarkerStyle>)[businessType] ?? MARKER_STYLES.other;
}

/** The locator's state filter (product.md §9), in its order. */
export const LOCATOR_STATES = ['AL', 'AZ', 'CA', 'CO', 'FL', 'GA', 'IL', 'NY', 'OR', 'TX', 'WA'] as const;
export type LocatorState = (typeof LOCATOR_STATES)[number];
export const ALL_STATES_LABEL = 'All States';
export const LOCATOR_STATE_OPTIONS: readonly Option<'all' | LocatorState>[] = [
  { value: 'all', label: ALL_STATES_LABEL },
  ...LOCATOR_STATES.map((s) => ({ value: s, label: s })),
];

/** FAQ filter chips (product.md §2), "all" first. */
export const FAQ_CATEGORY_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'cost', label: 'Cost' },
  { value: 'kiosks', label: 'Kiosks' },
  { value: 'liability', label: 'Liability' },
  { value: 'installation', label: 'Installation' },
  { value: 'partnership', label: 'Partnership' },
] as const satisfies readonly Option[];
export type FaqCategory = Exclude<(typeof FAQ_CATEGORY_OPTIONS)[number]['value'], 'all'>;

/** Looks up a label; unknown values are shown as they are. */
export function labelOf(options: readonly Option[], value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return options.find((o) => o.value === value)?.label ?? value;
}

/** The 50 states and DC, by their postal codes: leads' locations are written "City, ST". */
export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;
export type UsStateCode = (typeof US_STATE_CODES)[number];

export function isUsStateCode(value: string): value is UsStateCode {
  return (US_STATE_CODES as readonly string[]).includes(value);
}

/** The state of a location written "Austin, TX" (or "Austin TX 78701"), if it names one. */
export function stateOfLocation(location: string): UsStateCode | undefined {
  const match = /(?:^|[\s,])([A-Za-z]{2})(?:\s+\d{5}(?:-\d{4})?)?\s*$/.exec(location.trim());
  const code = match?.[1]?.toUpperCase();
  return code && isUsStateCode(code) ? code : undefined;
}

/** The city of a location written "Austin, TX" or "Austin, TX 78701": the text before the state. */
export function cityOfLocation(location: string): string | undefined {
  const trimmed = location.trim();
  if (!stateOfLocation(trimmed)) return undefined;
  const city = trimmed.replace(/[\s,]*[A-Za-z]{2}(?:\s+\d{5}(?:-\d{4})?)?\s*$/, '').split(',').pop()?.trim();
  return city || undefined;
}

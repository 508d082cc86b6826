// Leads that look like the same business asking twice (issue #12): the same e-mail, the same
// phone number, or the same business name at the same location. A match is only flagged; the
// team decides (and one action marks the later lead as a duplicate).

export const LEAD_MATCH_KINDS = ['email', 'phone', 'place'] as const;
export type LeadMatchKind = (typeof LEAD_MATCH_KINDS)[number];

export const LEAD_MATCH_LABELS: Record<LeadMatchKind, string> = {
  email: 'same e-mail',
  phone: 'same phone',
  place: 'same business and location',
};

/** Fewer digits than this is not a phone number worth matching ("n/a", "555"). */
const PHONE_MIN_DIGITS = 7;

const words = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The keys two matching leads share: "email:…", "phone:…" (the last 10 digits, so "+1 (512)
 * 555-0100" and "512.555.0100" meet) and "place:…" (name and location without case, accents
 * or punctuation).
 */
export function leadMatchKeys(lead: { email: string; phone: string; businessName: string; location: string }): string[] {
  const keys: string[] = [];
  if (lead.email.trim()) keys.push(emailMatchKey(lead.email));
  const digits = lead.phone.replace(/\D/g, '');
  if (digits.length >= PHONE_MIN_DIGITS) keys.push(`phone:${digits.slice(-10)}`);
  const name = words(lead.businessName);
  const location = words(lead.location);
  if (name && location) keys.push(`place:${name}|${location}`);
  return keys;
}

/** The match key of an e-mail address (case and surrounding spaces do not count). */
export function emailMatchKey(email: string): string {
  return `email:${email.trim().toLowerCase()}`;
}

/** What two leads' keys have in common, as match kinds. */
export function sharedMatchKinds(a: readonly string[], b: readonly string[]): LeadMatchKind[] {
  const other = new Set(b);
  return LEAD_MATCH_KINDS.filter((kind) => a.some((key) => key.startsWith(`${kind}:`) && other.has(key)));
}

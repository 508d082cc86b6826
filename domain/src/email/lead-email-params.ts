// What the two e-mails sent for a new lead share (product.md §7): the lead they are written from, and
// PowerNest's own words where the cleaner (mail-sanitiser.ts) left a field empty.
import type { LeadFields } from '../leads/lead-schema';
import { ourMailText, type MailSafe } from './mail-sanitiser';

/** The lead fields the e-mails use (a validated submission or a stored lead). */
export type LeadEmailSource = LeadFields;

/** Fills what is empty once the cleaner has run (nothing typed, or nothing safe left) with PowerNest's own words. */
export function withDefaults<K extends string>(params: Record<K, MailSafe>, defaults: Partial<Record<K, string>>): Record<K, MailSafe> {
  const out = { ...params };
  for (const key of Object.keys(defaults) as K[]) if (!out[key]?.trim() && defaults[key] !== undefined) out[key] = ourMailText(defaults[key]);
  return out;
}

/**
 * Applicant-typed text as it may appear in a subject line or greeting of PowerNest's own mail
 * (issue #13). The lead form lets anyone name a business "URGENT: https://evil.example/pay" and
 * give a victim's address: without this, PowerNest would deliver that link under its own name.
 * Links, web and e-mail addresses are dropped, control and invisible formatting characters
 * (bidi overrides, zero-width) become spaces, and the result is capped. The stored lead keeps
 * what was typed; only the mail is cleaned.
 */
const LINK_PATTERNS = [
  // scheme:... (https://, mailto:, javascript: ...) and protocol-relative //host
  /\b(?:[a-z][a-z0-9+.-]{1,15}:\/\/|(?:mailto|javascript|data|tel|sms|file|ftp):)\S*/giu,
  /(?:^|\s)\/\/\S+/gu,
  // e-mail addresses, then www.* and bare host names with a letter TLD (evil.example, bit.ly/x)
  /\S+@\S+/gu,
  /\b(?:www\.)?(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}\b(?:[/:?#]\S*)?/giu,
  // dotted IPv4 addresses, with anything after them
  /\b\d{1,3}(?:\.\d{1,3}){3}\b\S*/gu,
];

export function mailSafeText(text: string, maxLength: number): string {
  // NFKC folds look-alikes such as full-width "ｅｖｉｌ．ｅｘａｍｐｌｅ" into plain letters first.
  let clean = text.normalize('NFKC').replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, ' ');
  for (const pattern of LINK_PATTERNS) clean = clean.replace(pattern, ' ');
  clean = clean.replace(/\s+/gu, ' ').trim().replace(/^[\s,;:.-]+|[\s,;:-]+$/gu, '');
  return clean.length > maxLength ? `${clean.slice(0, maxLength - 1).trimEnd()}…` : clean;
}

/** Caps for the names PowerNest's mail repeats in subjects and greetings. */
export const MAIL_NAME_MAX = 60;
export const MAIL_BUSINESS_MAX = 80;

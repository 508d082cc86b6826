// Phone numbers as the leads give them, in any format (issue #29: found by their digits, called
// from the lead page).

/**
 * A US number's 10 digits: the number's own 10, or 11 starting with the country code 1; null for
 * anything else (another country, an extension, too few digits).
 */
export function usPhoneDigits(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : null;
}

/** The `tel:` link of a number: a US number with +1, another with its digits (its + kept). */
export function telHref(phone: string): string {
  const us = usPhoneDigits(phone);
  if (us) return `tel:+1${us}`;
  const digits = phone.replace(/\D/g, '');
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

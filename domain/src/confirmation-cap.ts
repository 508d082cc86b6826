/**
 * The key the daily cap of applicant confirmations counts by (CONFIRMATION_EMAILS_PER_DAY).
 * Mail providers deliver "victim+a@", "v.i.c.t.i.m@" and "VICTIM@" to the same inbox, so the
 * cap must count them as one: the local part loses its plus tag and its dots, the whole address
 * is folded (NFKC, lower case). Over-counting a rare real "a.b@" vs "ab@" pair only means a
 * fourth confirmation that day is held back; the lead is kept either way.
 */
export function confirmationCapKey(email: string): string {
  const address = email.normalize('NFKC').trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const local = address.slice(0, at).split('+')[0]!.replace(/\./g, '');
  return `${local}@${address.slice(at + 1)}`;
}

/**
 * What one inbox is, for every per-address cap (issue #40): applicant confirmations, status
 * links, visit e-mails and the team's messages all count by this key. Mail providers deliver
 * "victim+a@", "v.i.c.t.i.m@", "VICTIM@" and (Gmail) "victim@googlemail.com" to the same inbox,
 * so the local part loses its plus tag and its dots, the domain its alias, and the whole is
 * folded (NFKC, lower case). Over-counting a rare real "a.b@" vs "ab@" pair only holds back an
 * e-mail a little sooner; nothing is lost.
 */
const DOMAIN_ALIASES: Readonly<Record<string, string>> = { 'googlemail.com': 'gmail.com' };

export function inboxKey(email: string): string {
  const address = email.normalize('NFKC').trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const local = address.slice(0, at).split('+')[0]!.replace(/\./g, '');
  const domain = address.slice(at + 1).replace(/\.$/, '');
  return `${local}@${DOMAIN_ALIASES[domain] ?? domain}`;
}

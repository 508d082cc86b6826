/**
 * The one sanitiser for applicant-typed text in PowerNest's mail (issues #13, "Every lead gets
 * through"). The lead form lets anyone name a business "URGENT: https://evil.example/pay", type
 * "call 1-800-555-0199" as a timeline and give a victim's address: without this, PowerNest
 * would deliver that link or number under its own name. Every field of every template passes
 * through `mailSafeField` (see email-templates.ts); the stored lead keeps what was typed.
 *
 * Before looking for links the text is unmasked the ways people hide them from filters:
 * look-alike letters (NFKC: full-width "ｅｖｉｌ．ｅｘａｍｐｌｅ"), ideographic and other dots,
 * percent-encoding ("evil%2Eexample"), and written-out dots and ats ("evil[.]example",
 * "evil (dot) example", "boss [at] evil").
 */

/** Caps for the names PowerNest's mail repeats in subjects and greetings, and for other text. */
export const MAIL_NAME_MAX = 60;
export const MAIL_BUSINESS_MAX = 80;
export const MAIL_TEXT_MAX = 300;
export const MAIL_MESSAGE_MAX = 2000;

/** Dots that are not ASCII but read (and may be auto-linked) as one. NFKC misses the ideographic ones. */
const OTHER_DOTS = /[\u3002\uFF61\uFE12\uFE52\u2024\u00B7\u2219\u22C5\u30FB]/gu;
/** "[.]", "(.)", "{dot}", "[ dot ]", "<dot>" and a backslash-escaped "\." all mean ".". */
const WRITTEN_DOT = /\s*(?:[[({<]\s*(?:\.|dot)\s*[\])}>]|\\\.)\s*/giu;
/** "[@]", "(at)", "{at}", "<at>" mean "@". */
const WRITTEN_AT = /\s*[[({<]\s*(?:@|at)\s*[\])}>]\s*/giu;

const LINK_PATTERNS = [
  // scheme:... (https://, mailto:, javascript: ...) and protocol-relative //host
  /\b(?:[a-z][a-z0-9+.-]{1,15}:\/\/|(?:mailto|javascript|data|tel|sms|callto|file|ftp):)\S*/giu,
  /(?:^|\s)\/\/\S+/gu,
  // e-mail addresses, then www.* and bare host names with a letter TLD (evil.example, bit.ly/x)
  /\S+@\S+/gu,
  /\b(?:www\.)?(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}\b(?:[/:?#]\S*)?/giu,
  // dotted IPv4 addresses, with anything after them
  /\b\d{1,3}(?:\.\d{1,3}){3}\b\S*/gu,
];

/**
 * Phone numbers: a run of digits, spaces, dots, dashes, slashes and brackets holding 7 or more
 * digits ("1-800-555-0199", "+1 (512) 555 0100", "5 5 5 0 1 9 9"), and toll-free words
 * ("1-800-FLOWERS"). Shorter runs stay: "2-3 months", "78701", "Suite 200".
 */
const DIGIT_RUN = /\+?[\p{Nd}(][\p{Nd}\s().\-/–—]*[\p{Nd}]/gu;
const MIN_PHONE_DIGITS = 7;
const VANITY_NUMBER = /(?:\+?1[\s.-]*)?\(?8(?:00|33|44|55|66|77|88)\)?[\s.-]*[\p{L}\p{Nd}]{3}[\s.-]*[\p{L}\p{Nd}]{2,}/giu;

/** Undoes percent-encoding of printable ASCII, twice-encoded too ("%252E"). */
function percentDecoded(text: string): string {
  let out = text;
  for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(out); i++) {
    out = out.replace(/%([0-9a-f]{2})/gi, (whole, hex: string) => {
      const code = parseInt(hex, 16);
      return code >= 0x20 && code < 0x7f ? String.fromCharCode(code) : whole;
    });
  }
  return out;
}

/** The text as a mail client (or a reader) would read it: masks taken off. */
function unmasked(text: string): string {
  return percentDecoded(text.normalize('NFKC'))
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, ' ')
    .replace(OTHER_DOTS, '.')
    .replace(WRITTEN_DOT, '.')
    .replace(WRITTEN_AT, '@');
}

function withoutPhoneNumbers(text: string): string {
  return text
    .replace(VANITY_NUMBER, ' ')
    .replace(DIGIT_RUN, (run) => ((run.match(/\p{Nd}/gu)?.length ?? 0) >= MIN_PHONE_DIGITS ? ' ' : run));
}

function capped(text: string, maxLength: number): string {
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}

/** Free text with links, addresses and phone numbers taken out, whitespace folded, capped. */
export function mailSafeText(text: string, maxLength: number): string {
  let clean = unmasked(text);
  for (const pattern of LINK_PATTERNS) clean = clean.replace(pattern, ' ');
  clean = withoutPhoneNumbers(clean);
  clean = clean.replace(/\s+/gu, ' ').trim().replace(/^[\s,;:.-]+|[\s,;:-]+$/gu, '');
  return capped(clean, maxLength);
}

const PLAIN_ADDRESS = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;
const PLAIN_PHONE = /^\+?[0-9\s().-]{7,30}$/;

/**
 * How a template field is cleaned: `name`/`business`/`text`/`message` are free text (capped at
 * their length); `email` and `phone` are the applicant's own contact details in the team's
 * notification, kept only when they are nothing but an address or a number; `ours` is text
 * PowerNest itself wrote or configured (dates, estimates, its own phone and address).
 */
export type MailFieldRule = 'name' | 'business' | 'text' | 'message' | 'email' | 'phone' | 'ours';

const FREE_TEXT_MAX: Record<'name' | 'business' | 'text' | 'message', number> = {
  name: MAIL_NAME_MAX,
  business: MAIL_BUSINESS_MAX,
  text: MAIL_TEXT_MAX,
  message: MAIL_MESSAGE_MAX,
};

/** One template field through the sanitiser; '' when nothing safe is left. */
export function mailSafeField(value: string, rule: MailFieldRule): string {
  switch (rule) {
    case 'ours':
      return value;
    case 'email': {
      const address = value.normalize('NFKC').trim();
      return PLAIN_ADDRESS.test(address) ? address : '';
    }
    case 'phone': {
      const phone = value.normalize('NFKC').trim();
      return PLAIN_PHONE.test(phone) ? phone : '';
    }
    default:
      return mailSafeText(value, FREE_TEXT_MAX[rule]);
  }
}

/** Runs every parameter through its rule; the rule table names every key, so none is missed. */
export function mailSafeParams<P extends { [K in keyof P]: string }>(params: P, rules: { readonly [K in keyof P]: MailFieldRule }): P {
  const out = {} as Record<string, string>;
  for (const key of Object.keys(rules) as (keyof P & string)[]) out[key] = mailSafeField(params[key] as string, rules[key]);
  return out as unknown as P;
}

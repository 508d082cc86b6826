/**
 * The one sanitiser for applicant-typed text in PowerNest's mail (issues #13, "Every lead gets
 * through"). The lead form lets anyone name a business "URGENT: https://evil.example/pay", type
 * "call 1-800-555-0199" as a timeline and give a victim's address: without this, PowerNest
 * would deliver that link or number under its own name. Every field of every template passes
 * through `mailSafeField` (see admin-notification-email.ts and applicant-confirmation-email.ts); the stored lead keeps what was typed.
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

/**
 * Characters that are not ASCII full stops but read (and may be auto-linked) as one: middle dots,
 * one-dot leaders, hyphenation and word-separator points, ideographic and half-width stops,
 * small and full-width stops, Kharoshthi and Syriac dots. NFKC maps only some of them.
 */
const OTHER_DOTS = /[\u00B7\u0387\u06D4\u0701\u0702\u1427\u16EB\u2022\u2024\u2027\u2219\u22C5\u2E31\u2E33\u30FB\u3002\uA4F8\uA60E\uFE12\uFE52\uFF0E\uFF61\u{10A50}]/gu;
/** "[.]", "(.)", "{dot}", "[ dot ]", "<dot>" and a backslash-escaped "\." all mean ".". */
const WRITTEN_DOT = /\s*(?:[[({<]\s*(?:\.|dot|punto)\s*[\])}>]|\\\.)\s*/giu;
/** "evil dot example", "evil DOT example": a bare "dot" between two words. */
const SPELLED_DOT = /(?<=[\p{L}\p{N}])\s+(?:dot|punto)\s+(?=[\p{L}\p{N}])/giu;
/** "evil . example", "evil .example": a dot with a space before it (a sentence's dot has none). */
const SPACED_DOT = /(?<=[\p{L}\p{N}])\s+\.\s*(?=[\p{L}\p{N}])/gu;
/** The top-level domains spam uses most, for "evil. com" and "evil/com", which read as sentences or paths otherwise. */
const COMMON_TLD = '(?:com|net|org|info|biz|io|co|us|me|ly|app|dev|xyz|site|online|shop|top|link|click|live|example)\\b';
const DOT_SPACE_BEFORE_TLD = new RegExp(`(?<=[\\p{L}\\p{N}])\\.\\s+(?=${COMMON_TLD})`, 'giu');
const SLASH_BEFORE_TLD = new RegExp(`(?<=[\\p{L}\\p{N}])\\s*[/\\\\]\\s*(?=${COMMON_TLD})`, 'giu');
/** "[@]", "(at)", "{at}", "<at>" mean "@". */
const WRITTEN_AT = /\s*[[({<]\s*(?:@|at|arroba)\s*[\])}>]\s*/giu;
/** "boss at evil.example": a bare "at" before something that reads as a host name. */
const SPELLED_AT = /\s+(?:at|arroba)\s+(?=[\p{L}\p{N}-]+\.[\p{L}]{2,})/giu;

const LINK_PATTERNS = [
  // scheme:... (https://, mailto:, javascript: ...) and protocol-relative //host
  /\b(?:[a-z][a-z0-9+.-]{1,15}:\/\/|(?:mailto|javascript|data|tel|sms|callto|file|ftp):)\S*/giu,
  /(?:^|\s)\/\/\S+/gu,
  // e-mail addresses, then www.* and bare host names with a letter TLD (evil.example, bit.ly/x)
  /\S+@\S+/gu,
  /\b(?:www\.)?(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}\b(?:[/:?#]\S*)?/giu,
  // dotted IPv4 addresses, with anything after them
  /\b\d{1,3}(?:\.\d{1,3}){3}\b\S*/gu,
  // hexadecimal and octal IPv4 forms browsers accept (0x7f000001, 0xC0.0xA8.0.1, 0300.0250.0.1)
  /\b0x[0-9a-f]+(?:\.(?:0x[0-9a-f]+|\d+)){0,3}\b\S*/giu,
  /\b0[0-7]+(?:\.(?:0[0-7]*|\d+)){3}\b\S*/gu,
];

/**
 * Phone numbers: a run of digits, spaces, dots, dashes, slashes and brackets holding 7 or more
 * digits ("1-800-555-0199", "+1 (512) 555 0100", "5 5 5 0 1 9 9"), and toll-free words
 * ("1-800-FLOWERS"). Shorter runs stay: "2-3 months", "78701", "Suite 200".
 */
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
    // Zero-width and other invisible format characters vanish ("ev\u200Bil.example" reads "evil.example");
    // control characters and line separators read as a space.
    .replace(/\p{Cf}/gu, '')
    .replace(/[\p{Cc}\u2028\u2029]/gu, ' ')
    .replace(OTHER_DOTS, '.')
    .replace(WRITTEN_DOT, '.')
    .replace(SPELLED_DOT, '.')
    .replace(SPACED_DOT, '.')
    .replace(DOT_SPACE_BEFORE_TLD, '.')
    .replace(SLASH_BEFORE_TLD, '.')
    .replace(WRITTEN_AT, '@')
    .replace(SPELLED_AT, '@');
}

/**
 * Digits written as words ("five one two…", "512five…", "cinco uno dos…") count as digits. Each
 * word becomes two private-use characters (its digit, then its index) while the phone rule runs,
 * and the words that were not part of a number are put back as typed.
 */
const NUMBER_WORDS: Record<string, number> = {
  zero: 0, oh: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
  cero: 0, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9,
};
const NUMBER_WORD = new RegExp(`(?<!\\p{L})(?:${Object.keys(NUMBER_WORDS).join('|')})(?!\\p{L})`, 'giu');
const WORD_DIGIT = 0xe000;
const WORD_INDEX = 0xf000;
const MAX_WORD_INDEX = 0x8ff;
const WORD_AS_DIGIT = /([\uE000-\uE009])([\uF000-\uF8FF])/gu;
/** A run of digits (and digit words) with the separators people put between them. */
const DIGIT_RUN = /\+?[\p{Nd}\uE000-\uE009(][\p{Nd}\uE000-\uE009\uF000-\uF8FF\s().\-/–—]*[\p{Nd}\uF000-\uF8FF]/gu;

function withoutPhoneNumbers(text: string): string {
  const words: string[] = [];
  const marked = text.replace(NUMBER_WORD, (word) => {
    if (words.length > MAX_WORD_INDEX) return word; // past 2,304 words, the rest stay words
    words.push(word);
    return String.fromCharCode(WORD_DIGIT + NUMBER_WORDS[word.toLowerCase()]!, WORD_INDEX + words.length - 1);
  });
  return marked
    .replace(VANITY_NUMBER, ' ')
    .replace(DIGIT_RUN, (run) => ((run.match(/[\p{Nd}\uE000-\uE009]/gu)?.length ?? 0) >= MIN_PHONE_DIGITS ? ' ' : run))
    .replace(WORD_AS_DIGIT, (_whole, _digit: string, index: string) => words[index.charCodeAt(0) - WORD_INDEX]!);
}

function capped(text: string, maxLength: number): string {
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}

declare const mailSafeBrand: unique symbol;
/**
 * Text an e-mail may carry: it went through this file's cleaner (or PowerNest wrote it, and said
 * so with `ourMailText`). Templates take `MailSafe` where a lead's words go, so a new template
 * cannot be handed a raw field: the type checker refuses a plain string.
 */
export type MailSafe = string & { readonly [mailSafeBrand]: true };
const safe = (text: string) => text as MailSafe;

/**
 * Text PowerNest itself wrote or configured (its phone and address, a date it formatted, a link
 * it made, a label of its own lists). Never a field a visitor typed.
 */
export const ourMailText = (text: string): MailSafe => safe(text);

/** Free text with links, addresses and phone numbers taken out, whitespace folded, capped. */
export function mailSafeText(text: string, maxLength: number): MailSafe {
  let clean = unmasked(text);
  for (const pattern of LINK_PATTERNS) clean = clean.replace(pattern, ' ');
  clean = withoutPhoneNumbers(clean);
  clean = clean.replace(/\s+/gu, ' ').trim().replace(/^[\s,;:.-]+|[\s,;:-]+$/gu, '');
  return safe(capped(clean, maxLength));
}

/** What was typed, as a reader sees it: invisible characters gone, whitespace folded. */
const asRead = (text: string) => text.normalize('NFKC').replace(/\p{Cf}/gu, '').replace(/[\p{Cc}\s\u2028\u2029]+/gu, ' ').trim();

/**
 * What a stranger's e-mail may repeat of their text (a business name, its place): all of it, or
 * nothing (the template's neutral words). Cutting the link out of "URGENT pay https://… now"
 * would still deliver "URGENT pay now" under PowerNest's name.
 */
function echoedWhole(text: string, maxLength: number): MailSafe {
  const read = asRead(text);
  return read && mailSafeText(text, Number.POSITIVE_INFINITY) === read ? safe(capped(read, maxLength)) : safe('');
}

/** A first name of letters (with inner apostrophes and hyphens): "Hi Ann," and nothing more of what was typed. */
const FIRST_NAME = /^\p{L}[\p{L}\p{M}'’-]{0,29}$/u;
function firstName(text: string): MailSafe {
  const first = asRead(text).split(' ')[0] ?? '';
  return safe(FIRST_NAME.test(first) && !/['’-]$/u.test(first) ? first : '');
}

const PLAIN_ADDRESS = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;
const PLAIN_PHONE = /^\+?[0-9\s().-]{7,30}$/;

/**
 * How a template field is cleaned.
 * - In the applicant's mail (any address can be typed, so any inbox can receive it): `firstName`
 *   greets by a first name of letters; `echo` repeats a business name or place whole, or not at all.
 * - In the team's own inbox: `name`/`business`/`text`/`message` are free text with links and
 *   numbers cut out (capped at their length); `email` and `phone` are the applicant's contact
 *   details, kept only when they are nothing but an address or a number.
 * - `ours`: text PowerNest itself wrote or configured (dates, estimates, its own phone and address).
 */
export type MailFieldRule = 'firstName' | 'echo' | 'name' | 'business' | 'text' | 'message' | 'email' | 'phone' | 'ours';

const FREE_TEXT_MAX: Record<'name' | 'business' | 'text' | 'message', number> = {
  name: MAIL_NAME_MAX,
  business: MAIL_BUSINESS_MAX,
  text: MAIL_TEXT_MAX,
  message: MAIL_MESSAGE_MAX,
};

/** One template field through the cleaner; '' when nothing safe is left. */
export function mailSafeField(value: string, rule: MailFieldRule): MailSafe {
  switch (rule) {
    case 'ours':
      return safe(value);
    case 'firstName':
      return firstName(value);
    case 'echo':
      return echoedWhole(value, MAIL_BUSINESS_MAX);
    case 'email': {
      const address = value.normalize('NFKC').trim();
      return safe(PLAIN_ADDRESS.test(address) ? address : '');
    }
    case 'phone': {
      const phone = value.normalize('NFKC').trim();
      return safe(PLAIN_PHONE.test(phone) ? phone : '');
    }
    default:
      return mailSafeText(value, FREE_TEXT_MAX[rule]);
  }
}

/** Runs every parameter through its rule; the rule table names every key, so none is missed. */
export function mailSafeParams<K extends string>(params: Readonly<Record<K, string>>, rules: Readonly<Record<K, MailFieldRule>>): Record<K, MailSafe> {
  const out = {} as Record<K, MailSafe>;
  for (const key of Object.keys(rules) as K[]) out[key] = mailSafeField(params[key], rules[key]);
  return out;
}

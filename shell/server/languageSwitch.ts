import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { theme } from '@powernest/shared-ui';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_SWITCH_PATH,
  SITE_LANGUAGES,
  languageSwitchHref,
  pathInLanguage,
  type SiteLanguage,
  type TranslatedLanguage,
} from '@powernest/domain';

/** A year: the choice is the visitor's until they make another. */
const REMEMBER_SECONDS = 365 * 24 * 3600;

/**
 * A path of this site ("/about"), never another origin ("//evil.example", "/\\evil.example") or a
 * script. Printable ASCII but the backslash only: the site's own links send the page percent-encoded, and anything
 * else cannot go into a Location header as it is (Node refuses it: "/。evil.example" was a 500).
 */
const isSitePath = (page: string) => /^\/(?!\/)[\x21-\x5b\x5d-\x7e]*$/.test(page) && page.length <= 200;

/**
 * GET /language?to=es-US&page=/about (issue #30): the header's language switcher, a plain link
 * (`page` with its query: `/roi-calculator?businessType=hotel`).
 * It remembers the choice (LANGUAGE_COOKIE, so the site stops suggesting the other language)
 * and sends the visitor to the same page in that language; whether the page is offered in it
 * is the page's address's business (an untranslated one answers with its English page).
 */
export function registerLanguageSwitch(app: FastifyInstance, { secure }: { secure: boolean }): void {
  app.get(LANGUAGE_SWITCH_PATH, async (request, reply) => {
    const { to, page } = request.query as { to?: unknown; page?: unknown };
    if (typeof to !== 'string' || !SITE_LANGUAGES.includes(to as SiteLanguage) || typeof page !== 'string' || !isSitePath(page)) {
      return reply.code(400).type('text/plain; charset=utf-8').send('Choose a language (to=en-US or es-US) and a page of this site (page=/about).');
    }
    const cookie = stringifySetCookie({ name: LANGUAGE_COOKIE, value: to, path: '/', maxAge: REMEMBER_SECONDS, sameSite: 'lax', secure });
    // The page's query (a ROI calculation, a locator filter) comes along.
    const [path = '/', query] = page.split(/\?(.*)/s);
    const target = pathInLanguage(path, to as SiteLanguage) + (query ? `?${query}` : '');
    return reply.header('set-cookie', cookie).header('cache-control', 'no-store').redirect(target, 303);
  });
}

/** The suggestion's words, in the language it suggests (a visitor who reads it prefers that one). */
const SUGGESTION: Record<TranslatedLanguage, { label: string; text: string; accept: string; decline: string }> = {
  'es-US': { label: 'Idioma', text: 'Esta página también está en español.', accept: 'Ver en español', decline: 'No, gracias' },
};

/** The language a browser asks for first (Accept-Language, by its q weights: jshttp's negotiator), if the site has it. */
function preferredLanguage(request: FastifyRequest): SiteLanguage | undefined {
  const first = new Negotiator(request).languages()[0]?.split('-')[0]?.toLowerCase();
  return first === undefined || first === '*' ? undefined : SITE_LANGUAGES.find((l) => l.split('-')[0]!.toLowerCase() === first);
}

/** Whether the visitor chose a language with the switcher (then the site suggests nothing). */
const hasChosen = (request: FastifyRequest) => parseCookie(request.headers.cookie ?? '')[LANGUAGE_COOKIE] !== undefined;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * For an English page also offered in the language the browser prefers, to a visitor who has
 * not chosen yet: a note at the foot of the screen with a link to the page in that language and
 * one to stay (both remember the choice). A suggestion, never a redirect; plain HTML outside the
 * app's root, so it works without JavaScript and is no part of the cached render.
 */
export function languageSuggestion(request: FastifyRequest, language: SiteLanguage, path: string, offered: readonly SiteLanguage[]): string {
  if (language !== DEFAULT_LANGUAGE || hasChosen(request)) return '';
  const preferred = preferredLanguage(request);
  if (!preferred || preferred === DEFAULT_LANGUAGE || !offered.includes(preferred)) return '';
  const words = SUGGESTION[preferred];
  const { primary, brand, common } = theme.palette;
  const link = 'display:inline-flex;align-items:center;min-height:44px;padding:0 16px;border-radius:8px;font-weight:600;';
  return (
    `<aside lang="${preferred}" aria-label="${words.label}" style="position:fixed;inset:auto 8px 8px 8px;z-index:1300;display:flex;flex-wrap:wrap;gap:8px;align-items:center;justify-content:center;padding:8px 12px;border-radius:12px;background:${common.white};color:${brand.dark};box-shadow:0 4px 16px rgba(0,0,0,.25);font:16px/1.4 system-ui,sans-serif">` +
    `<span>${escapeHtml(words.text)}</span>` +
    `<a href="${escapeHtml(languageSwitchHref(path, preferred))}" hreflang="${preferred}" style="${link}background:${primary.main};color:${primary.contrastText};text-decoration:none">${escapeHtml(words.accept)}</a>` +
    `<a href="${escapeHtml(languageSwitchHref(path, DEFAULT_LANGUAGE))}" style="${link}color:${primary.main}">${escapeHtml(words.decline)}</a>` +
    `</aside>`
  );
}

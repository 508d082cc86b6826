import type { FastifyInstance } from 'fastify';
import { LANGUAGE_COOKIE, LANGUAGE_SWITCH_PATH, SITE_LANGUAGES, pathInLanguage, type SiteLanguage } from '@powernest/domain';

/** A year: the choice is the visitor's until they make another. */
const REMEMBER_SECONDS = 365 * 24 * 3600;

/** A path of this site ("/about"), never another origin ("//evil.example", "/\\evil.example") or a script. */
const isSitePath = (page: string) => /^\/(?![/\\])[^\s\\]*$/.test(page) && page.length <= 200;

/**
 * GET /language?to=es-US&page=/about (issue #30): the header's language switcher, a plain link.
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
    const cookie = `${LANGUAGE_COOKIE}=${to}; Path=/; Max-Age=${REMEMBER_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
    return reply.header('set-cookie', cookie).header('cache-control', 'no-store').redirect(pathInLanguage(page, to as SiteLanguage), 303);
  });
}

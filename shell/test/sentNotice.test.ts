/** @jest-environment node */
import { parseSetCookie } from 'cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { PAGE_FORM_IDS } from '@powernest/domain';
import { createSentNotices } from '../server/forms/sentNotice';
import { DEV_SITE_SECRET, readSiteSettings } from '../server/siteSettings';

// Two site server instances behind a load balancer: the post lands on one, the redirected GET
// on the other. The notice's signature must be the site's (configuration), not a process's.

/** One site server instance's notice routes, built from its environment as the site server is. */
async function instance(env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  const settings = readSiteSettings(env);
  const notices = createSentNotices({ secure: false, key: settings.noticeKey });
  const app = Fastify();
  app.post('/contact', async (_request, reply) =>
    notices.redirect(reply, { form: PAGE_FORM_IDS.contact, path: '/contact', values: {}, outcome: 'sent', fieldErrors: {}, notice: { title: 'Request Submitted', description: 'Thank you!' } }),
  );
  app.get('/contact', async (request, reply) => reply.send({ notice: notices.take(request, reply, '/contact')?.notice ?? null }));
  return app;
}

async function postOnAThenGetOnB(envA: NodeJS.ProcessEnv, envB: NodeJS.ProcessEnv) {
  const [a, b] = [await instance(envA), await instance(envB)];
  const posted = await a.inject({ method: 'POST', url: '/contact' });
  expect(posted.statusCode).toBe(303);
  const flash = parseSetCookie(String(posted.headers['set-cookie']));
  const page = await b.inject({ url: '/contact', headers: { cookie: `${flash.name}=${flash.value}` } });
  await Promise.all([a.close(), b.close()]);
  return (page.json() as { notice: { title: string } | null }).notice;
}

describe('the sent notice across site server instances (Post/Redirect/Get behind a load balancer)', () => {
  const secret = 'a-site-secret-both-instances-share-0123456789';

  it('is read by another instance built with the same SITE_SECRET', async () => {
    expect(await postOnAThenGetOnB({ SITE_SECRET: secret }, { SITE_SECRET: secret })).toEqual({ title: 'Request Submitted', description: 'Thank you!' });
  });

  it('is read by another instance with the same JWT_SECRET when SITE_SECRET is unset (the key derived from it), and by another development instance with neither', async () => {
    const jwt = { JWT_SECRET: 'the-session-secret-both-share-0123456789' };
    expect(await postOnAThenGetOnB(jwt, jwt)).not.toBeNull();
    expect(await postOnAThenGetOnB({}, {})).not.toBeNull();
  });

  it('is not read by an instance with another secret (nobody else can make the site show a notice)', async () => {
    expect(await postOnAThenGetOnB({ SITE_SECRET: secret }, { SITE_SECRET: `${secret}-other` })).toBeNull();
    expect(await postOnAThenGetOnB({ JWT_SECRET: secret }, {})).toBeNull();
  });
});

describe('SITE_SECRET', () => {
  const production = { NODE_ENV: 'production', SITE_ORIGIN: 'https://www.powernest.test' };

  it('is required in production unless JWT_SECRET is set (the one-process site and API)', () => {
    expect(() => readSiteSettings(production)).toThrow(/^SITE_SECRET: required when NODE_ENV=production/m);
    expect(readSiteSettings({ ...production, JWT_SECRET: 'x'.repeat(32) }).noticeKey).toHaveLength(32);
    expect(readSiteSettings({ ...production, SITE_SECRET: 's'.repeat(32) }).noticeKey).toHaveLength(32);
  });

  it('refuses the development default in production, and a short secret anywhere', () => {
    expect(() => readSiteSettings({ ...production, SITE_SECRET: DEV_SITE_SECRET })).toThrow(/^SITE_SECRET: the development default/m);
    expect(() => readSiteSettings({ SITE_SECRET: 'short' })).toThrow(/^SITE_SECRET: at least 32 characters/m);
  });
});

/** @jest-environment node */
import { parseSetCookie } from 'cookie';
import Fastify from 'fastify';
import { createSentNotices } from '../server/forms/sentNotice';

// The one-minute cookie of Post/Redirect/Get (issue #40 §6) carries the server's notice and which
// change a visit form made, so the page words "moved" in its own language.
describe('sent notices', () => {
  it('carries the form\'s data (a visit\'s change) to the page it redirects to, strings only', async () => {
    const notices = createSentNotices({ secure: false });
    const app = Fastify();
    app.post('/status', (_request, reply) => {
      notices.redirect(reply, {
        form: 'visit',
        path: '/status',
        values: { start: 'typed by the visitor' },
        outcome: 'sent',
        fieldErrors: {},
        notice: { title: 'Your site visit is moved', description: 'We now come on …' },
        data: { change: 'moved', step: 2 },
      });
    });
    app.get('/status', (request, reply) => {
      reply.send(notices.take(request, reply, '/status') ?? {});
    });
    const posted = await app.inject({ method: 'POST', url: '/status' });
    const flash = parseSetCookie(String(posted.headers['set-cookie']));
    expect(Buffer.from(flash.value!.split('.')[0]!, 'base64url').toString()).not.toContain('typed by the visitor');
    const page = await app.inject({ url: '/status', headers: { cookie: `${flash.name}=${flash.value}` } });
    expect(page.json()).toMatchObject({ outcome: 'sent', notice: { title: 'Your site visit is moved' }, data: { change: 'moved' } });
    expect(page.json().data).toEqual({ change: 'moved' });
    await app.close();
  });
});

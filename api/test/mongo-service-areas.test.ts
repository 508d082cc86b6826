// Where PowerNest serves (issue #44) on MongoDB (MONGODB_URI: FerretDB in CI), with two API
// instances as production runs them: an area's launch date reached by both at once opens it once,
// and its waiting list gets one e-mail each, in the language each joined in, through real SMTP.
import type { FastifyInstance } from 'fastify';
import { TEAM_TIME_ZONE_DEFAULT, calendarDateIn } from '@powernest/domain';
import { createStaff, login, postJson } from './admin-support';
import { jsonHeaders } from './fixtures';
import { buildTestApp } from './helper';
import { mongoServer } from './support/mongo-server';
import { startSmtpServer, type TestSmtpServer } from './support/smtp-server';

const mongoUri = process.env.MONGODB_URI;

if (mongoUri) {
  describe(`service areas on ${mongoServer.server}, two instances`, () => {
    let smtp: TestSmtpServer;
    let a: FastifyInstance;
    let b: FastifyInstance;

    beforeEach(async () => {
      smtp = await startSmtpServer();
      const url = new URL(mongoUri);
      url.pathname = `/powernest_areas_${Date.now()}_${process.pid}`;
      const env = { STORE: 'mongo', MONGODB_URI: url.toString(), JWT_SECRET: 'two-instances-share-this-secret-0123456789', MAIL_TRANSPORT: 'smtp', SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_MS: '200' };
      a = await buildTestApp(env);
      b = await buildTestApp(env);
    }, 30_000);
    afterEach(async () => {
      await (a.store as unknown as { connection: { dropDatabase(): Promise<void> } }).connection.dropDatabase();
      await Promise.all([a.close(), b.close()]);
      await smtp.close();
    });

    it('answers the coverage check from the areas, opens a due area once across instances, and e-mails each waiting entry once in its language', async () => {
      await createStaff(a, 'olga', 'operations_admin');
      const { cookie } = await login(b, 'olga', 'staff-password-1');
      // Its launch date is today in the team's zone (the e-mails are due when written: real time).
      const today = calendarDateIn(new Date(), TEAM_TIME_ZONE_DEFAULT);
      const created = await postJson(a, '/api/admin/service-areas', { areaName: 'Denver Metro', state: 'CO', city: 'Denver', launchDate: today }, { cookie });
      expect(created.statusCode).toBe(201);
      await postJson(a, '/api/waiting-list', { place: '80202', email: 'ana@example.com', language: 'es-US' });
      await postJson(b, '/api/waiting-list', { place: 'Denver, CO', email: 'bo@example.com' });
      await postJson(a, '/api/waiting-list', { place: 'denver co', email: 'cy@example.com', language: 'en-US' });
      expect((await b.inject({ url: '/api/coverage?place=80202' })).json()).toMatchObject({ outcome: 'coming-soon', serviceArea: { areaName: 'Denver Metro', launchDate: today } });

      const [fromA, fromB] = await Promise.all([a.openDueAreas(), b.openDueAreas()]);
      expect([...fromA, ...fromB].map((area) => area.areaName)).toEqual(['Denver Metro']);
      await smtp.waitForCount(3, 20_000);
      expect(smtp.received.map((m) => [m.to.join(), m.headers.subject]).sort()).toEqual([
        ['ana@example.com', 'PowerNest ya está en Denver Metro'],
        ['bo@example.com', 'PowerNest is now in Denver Metro'],
        ['cy@example.com', 'PowerNest is now in Denver Metro'],
      ]);
      expect((await a.inject({ url: '/api/coverage?place=Denver%2C%20CO' })).json()).toMatchObject({ outcome: 'served' });

      // Opened again by hand (retired, then active): nobody waits any more, nothing more is sent.
      const { id, version } = (await b.inject({ url: '/api/admin/service-areas', headers: { cookie } })).json().areas[0];
      const patch = (body: object) => a.inject({ method: 'PATCH', url: `/api/admin/service-areas/${id}`, headers: { ...jsonHeaders, cookie }, payload: JSON.stringify(body) });
      await patch({ version, areaName: 'Denver Metro', state: 'CO', city: 'Denver', status: 'retired' });
      expect((await patch({ version: version + 1, areaName: 'Denver Metro', state: 'CO', city: 'Denver', status: 'active' })).json().launch).toEqual({ served: 0, emailed: 0, capped: 0 });
      const list = (await b.inject({ url: '/api/admin/waiting-list', headers: { cookie } })).json();
      expect(list.areas[0].entries.map((e: { status: string; servedBy: string }) => [e.status, e.servedBy])).toEqual(Array(3).fill(['served', 'Denver Metro']));
      expect(smtp.received).toHaveLength(3);
    }, 60_000);
  });
} else {
  describe.skip('service areas on MongoDB, two instances (not run: MONGODB_URI is not set)', () => {
    it('needs MONGODB_URI', () => {});
  });
}

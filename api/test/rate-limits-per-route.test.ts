// Issue #25: every rate-limited route counted under one `rate::undefined:` key, so a visitor who
// browsed the map (18-26 partner requests) got 429 from the contact form, the wizard and the
// waiting list. Production default limits here: nothing is raised.
import { postJson } from './admin-support';
import { fullLead, shortLead } from './fixtures';
import { useTestApp } from './helper';

const visitor = '198.51.100.25';

describe('rate limits with the production defaults, per route', () => {
  const app = useTestApp();

  it('a visitor who browsed the locator can still send the contact form, apply and join the waiting list', async () => {
    // What opening /find-locations, zooming twice and opening a popup asks for.
    for (let i = 0; i < 30; i++) {
      const tile = await app().inject({ url: `/api/partners/map/5/${i}/${10 + (i % 3)}`, remoteAddress: visitor });
      expect(tile.statusCode).toBe(200);
    }
    for (let i = 0; i < 12; i++) {
      expect((await app().inject({ url: `/api/partners/stats?state=${['TX', 'CA', 'NY'][i % 3]}`, remoteAddress: visitor })).statusCode).toBe(200);
      expect((await app().inject({ url: `/api/coverage?place=7870${i % 10}`, remoteAddress: visitor })).statusCode).not.toBe(429);
    }

    const contact = await postJson(app(), '/api/leads', shortLead, {}, visitor);
    expect(contact.statusCode).toBe(201);
    const application = await postJson(app(), '/api/leads', { ...fullLead, email: 'owner@bluedoor.example' }, {}, visitor);
    expect(application.statusCode).toBe(201);
    const waiting = await postJson(app(), '/api/waiting-list', { place: 'Marfa, TX', email: 'marfa@example.com' }, {}, visitor);
    expect(waiting.statusCode).toBe(201);
  });

  it('each route spends its own budget: 10 leads use up the lead form, not the waiting list or the map', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await postJson(app(), '/api/leads', { ...shortLead, email: `p${i}@example.com` }, {}, visitor)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);

    expect((await postJson(app(), '/api/waiting-list', { place: 'Marfa, TX', email: 'marfa@example.com' }, {}, visitor)).statusCode).toBe(201);
    expect((await app().inject({ url: '/api/partners/map/4/3/5', remoteAddress: visitor })).statusCode).toBe(200);
    // Another visitor is untouched.
    expect((await postJson(app(), '/api/leads', shortLead, {}, '198.51.100.26')).statusCode).toBe(201);
  });
});

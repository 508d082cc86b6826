import { LEAD_HONEYPOT_FIELD, LEAD_MESSAGES, LEAD_TEXTS, renderApplicantConfirmationEmail, type ApplicantConfirmationParams } from '@powernest/domain';
import { fullLead, jsonHeaders, shortLead } from './fixtures';
import { useTestApp } from './helper';

describe('POST /api/leads', () => {
  const app = useTestApp();
  const post = (payload: unknown, headers: Record<string, string> = jsonHeaders) =>
    app().inject({ method: 'POST', url: '/api/leads', headers, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });
  const storedLeads = () => app().store.leads.count();
  const storedMails = async () => (await app().store.outbox.list()).length;

  describe('accepted leads', () => {
    it('stores a short-form lead and answers 201 with the lead and both e-mail results', async () => {
      const res = await post(shortLead);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        lead: { id: 1, ...shortLead, status: 'new' },
        // The `log` transport sends nothing, so no "a confirmation e-mail will follow" (issue #13).
        emails: { adminSent: false, userSent: false },
      });
      expect(new Date(body.lead.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      const stored = await app().store.leads.get(1);
      expect(stored).toMatchObject({ ...shortLead, status: 'new', leadScore: 0 });
    });

    it('stores a full application and numbers leads 1, 2, 3', async () => {
      for (const expectedId of [1, 2, 3]) {
        const res = await post(fullLead);
        expect(res.statusCode).toBe(201);
        expect(res.json().lead).toMatchObject({ id: expectedId, ...fullLead });
      }
    });

    it('records both e-mails in the outbox with the lead id, delivered on the first attempt', async () => {
      const { lead } = (await post(fullLead)).json();
      await app().outboxWorker.idle(); // the attempts follow the answer
      const mails = await app().store.outbox.list({ leadId: lead.id });
      expect(mails.map((m) => [m.kind, m.status, m.attempts]).sort()).toEqual([
        ['admin-notification', 'sent', 1],
        ['applicant-confirmation', 'sent', 1],
      ]);
    });

    it('treats empty optional fields as not given', async () => {
      const res = await post({ ...shortLead, website: '', businessSize: '' });
      expect(res.statusCode).toBe(201);
      const stored = await app().store.leads.get(res.json().lead.id);
      expect(stored).not.toHaveProperty('website');
      expect(stored).not.toHaveProperty('businessSize');
    });
  });

  describe('a lead sent from a Spanish page (issue #30)', () => {
    it('records its language, answers its refusals in Spanish, and writes the applicant in Spanish with a Spanish status link', async () => {
      const refused = await post({ ...shortLead, email: 'not-an-email', phone: '', language: 'es-US' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors).toEqual({ email: LEAD_TEXTS['es-US'].required.email, phone: LEAD_TEXTS['es-US'].required.phone });
      expect(await storedLeads()).toBe(0);

      const res = await post({ ...shortLead, language: 'es-US' });
      expect(res.statusCode).toBe(201);
      const stored = await app().store.leads.get(res.json().lead.id);
      expect(stored?.language).toBe('es-US');
      const mails = await app().store.outbox.list({ leadId: res.json().lead.id });
      const confirmation = mails.find((m) => m.kind === 'applicant-confirmation')!;
      const mail = renderApplicantConfirmationEmail(confirmation.templateParams as unknown as ApplicantConfirmationParams);
      expect(mail.subject).toBe('PowerNest: recibimos su solicitud');
      expect(mail.text).toMatch(/https?:\/\/[^/\s]+\/es\/application-status\/[\w-]{43}/);
      // The team's notification stays English.
      const notification = mails.find((m) => m.kind === 'admin-notification')!;
      expect(notification.templateParams.business_type).toBe('Restaurant/Café');
    });

    it('names an unknown or server-set field as an English lead\'s answer does', async () => {
      for (const language of ['en-US', 'es-US']) {
        const res = await post({ ...shortLead, language, state: 'TX', status: 'won' });
        expect(res.statusCode).toBe(400);
        expect(res.json().fieldErrors).toEqual({ state: 'Unknown field', status: 'This field is set by the server and may not be sent' });
      }
    });

    it('refuses a language the site does not have', async () => {
      const res = await post({ ...shortLead, language: 'fr-FR' });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fieldErrors)).toEqual(['language']);
    });
  });

  describe('confirmations per recipient (issue #13: the form must not mail a stranger over and over)', () => {
    const capped = useTestApp({ CONFIRMATION_EMAILS_PER_DAY: '2' });
    it('stores every lead, but sends an address at most CONFIRMATION_EMAILS_PER_DAY confirmations a day (any spelling)', async () => {
      for (const email of ['victim@example.com', 'Victim@Example.com', 'VICTIM@example.com']) {
        const res = await capped().inject({ method: 'POST', url: '/api/leads', headers: jsonHeaders, payload: JSON.stringify({ ...shortLead, email }) });
        expect(res.statusCode).toBe(201);
      }
      expect(await capped().store.leads.count()).toBe(3);
      const kinds = (await capped().store.outbox.list()).map((m) => `${m.leadId}:${m.kind}`).sort();
      expect(kinds).toEqual(['1:admin-notification', '1:applicant-confirmation', '2:admin-notification', '2:applicant-confirmation', '3:admin-notification']);
    });
  });

  describe('the daily cap counts an inbox, not a spelling ("Every lead gets through")', () => {
    const capped = useTestApp({ CONFIRMATION_EMAILS_PER_DAY: '3' });
    it('victim+a@ … victim+f@ and dotted spellings get 3 confirmations between them, not 6', async () => {
      const spellings = ['victim+a@mail.example', 'victim+b@mail.example', 'v.ictim+c@mail.example', 'victim+d@mail.example', 'vic.tim+e@mail.example', 'VICTIM+f@mail.example'];
      for (const email of spellings) {
        const res = await capped().inject({ method: 'POST', url: '/api/leads', headers: jsonHeaders, payload: JSON.stringify({ ...shortLead, email }) });
        expect(res.statusCode).toBe(201);
      }
      expect(await capped().store.leads.count()).toBe(6);
      const mails = await capped().store.outbox.list();
      expect(mails.filter((m) => m.kind === 'applicant-confirmation')).toHaveLength(3);
      expect(mails.filter((m) => m.kind === 'admin-notification')).toHaveLength(6);
      // Someone else at the same provider still gets theirs.
      await capped().inject({ method: 'POST', url: '/api/leads', headers: jsonHeaders, payload: JSON.stringify({ ...shortLead, email: 'victor@mail.example' }) });
      expect((await capped().store.outbox.list()).filter((m) => m.kind === 'applicant-confirmation' && m.to === 'victor@mail.example')).toHaveLength(1);
    });

    it('counts googlemail.com as the Gmail inbox it is (issue #40): 3 confirmations between the two domains, not 6', async () => {
      const spellings = ['victim@gmail.com', 'victim@googlemail.com', 'v.ictim@googlemail.com', 'victim+x@gmail.com', 'VICTIM@GoogleMail.com', 'vic.tim@gmail.com'];
      for (const email of spellings) {
        expect((await capped().inject({ method: 'POST', url: '/api/leads', headers: jsonHeaders, payload: JSON.stringify({ ...shortLead, email }) })).statusCode).toBe(201);
      }
      expect((await capped().store.outbox.list()).filter((m) => m.kind === 'applicant-confirmation')).toHaveLength(3);
    });
  });

  describe('values no form offers (issue #13)', () => {
    it.each(['constructor', '__proto__', 'toString', 'spaceport'])('refuses businessType and footTrafficEstimate = %j with a message each, storing and mailing nothing', async (value) => {
      const res = await post({ ...shortLead, businessType: value, footTrafficEstimate: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({
        businessType: 'Choose a business type from the list',
        footTrafficEstimate: 'Choose a foot traffic estimate from the list',
      });
      expect(await storedLeads()).toBe(0);
      expect(await storedMails()).toBe(0);
    });
  });

  describe('product.md §5 validation messages', () => {
    it('lists every missing required field with its message', async () => {
      const res = await post({});
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        error: 'Validation failed',
        fieldErrors: LEAD_MESSAGES,
      });
      expect(await storedLeads()).toBe(0);
    });

    /** A value each required field refuses with its product.md §5 message. */
    const refused: Record<keyof typeof LEAD_MESSAGES, string> = { businessName: '', contactPerson: '  ', email: 'not-an-email', phone: '', location: '', businessType: '' };
    it.each(Object.entries(refused))('%s = %j -> its message', async (field, value) => {
      const res = await post({ ...shortLead, [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ [field]: LEAD_MESSAGES[field as keyof typeof LEAD_MESSAGES] });
      expect(await storedLeads()).toBe(0);
    });

    it('refuses a non-text optional field', async () => {
      const res = await post({ ...shortLead, message: 42 });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ message: 'Must be text' });
    });
  });

  describe('refused fields: nothing is stored', () => {
    it.each([
      ['id', 99],
      ['createdAt', '2020-01-01T00:00:00Z'],
      ['status', 'active'],
      ['assignedTo', 'user-1'],
      ['leadScore', 100],
      ['lastActivityAt', '2020-01-01T00:00:00Z'],
    ])('server-managed field %s', async (field, value) => {
      const res = await post({ ...shortLead, [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        error: 'Validation failed',
        fieldErrors: { [field]: 'This field is set by the server and may not be sent' },
      });
      expect(await storedLeads()).toBe(0);
      expect(await storedMails()).toBe(0);
    });

    it('unknown fields', async () => {
      const res = await post({ ...shortLead, isAdmin: true, __proto__x: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ isAdmin: 'Unknown field', __proto__x: 'Unknown field' });
      expect(await storedLeads()).toBe(0);
    });
  });

  describe('hostile requests: 4xx and nothing stored', () => {
    it('malformed JSON -> 400', async () => {
      const res = await post('{"businessName": "x",');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: 'Malformed JSON in request body' });
      expect(await storedLeads()).toBe(0);
    });

    it('text/plain -> 415', async () => {
      const res = await post(JSON.stringify(shortLead), { 'content-type': 'text/plain' });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ success: false, error: 'Unsupported media type: send application/json' });
      expect(await storedLeads()).toBe(0);
    });

    it('form-encoded -> 415', async () => {
      const res = await post('businessName=x', { 'content-type': 'application/x-www-form-urlencoded' });
      expect(res.statusCode).toBe(415);
      expect(await storedLeads()).toBe(0);
    });

    it('a 2 MB body -> 413', async () => {
      const res = await post({ ...shortLead, message: 'x'.repeat(2 * 1024 * 1024) });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ success: false, error: 'Request body is too large' });
      expect(await storedLeads()).toBe(0);
    });

    it('a 70 KB body -> 413 (the API limit is 64 KB, far below fastify\'s 1 MB default)', async () => {
      const res = await post({ ...shortLead, message: 'x'.repeat(70 * 1024) });
      expect(res.statusCode).toBe(413);
      expect(await storedLeads()).toBe(0);
    });

    it('operator injection {"email":{"$ne":null}} -> 400', async () => {
      const res = await post({ ...shortLead, email: { $ne: null } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ email: 'Invalid email address' });
      expect(await storedLeads()).toBe(0);
    });

    it('operator injection in any field -> 400', async () => {
      const res = await post({ ...shortLead, businessName: { $gt: '' }, location: ['Austin'] });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['businessName', 'location']);
      expect(await storedLeads()).toBe(0);
    });

    it('a JSON array or string body -> 400', async () => {
      expect((await post([shortLead])).statusCode).toBe(400);
      expect((await post('"hello"')).statusCode).toBe(400);
      expect(await storedLeads()).toBe(0);
    });

    it('a cross-origin browser request -> 403', async () => {
      const res = await post(shortLead, { ...jsonHeaders, origin: 'https://evil.example' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, error: 'Cross-origin request refused' });
      const fetchMeta = await post(shortLead, { ...jsonHeaders, 'sec-fetch-site': 'cross-site' });
      expect(fetchMeta.statusCode).toBe(403);
      // A sandboxed frame's `Origin: null` is refused, unless the browser says the request is the site's own.
      expect((await post(shortLead, { ...jsonHeaders, origin: 'null' })).statusCode).toBe(403);
      expect((await post(shortLead, { ...jsonHeaders, origin: 'null', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
      expect(await storedLeads()).toBe(0);
    });

    it('a form of a page sent with Referrer-Policy: no-referrer (Origin: null, Sec-Fetch-Site: same-origin) is accepted', async () => {
      expect((await post(shortLead, { ...jsonHeaders, origin: 'null', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    });

    it('a same-origin browser request is accepted', async () => {
      const res = await post(shortLead, { ...jsonHeaders, host: 'www.powernest.example', origin: 'https://www.powernest.example', 'sec-fetch-site': 'same-origin' });
      expect(res.statusCode).toBe(201);
    });
  });

  describe(`spam trap (${LEAD_HONEYPOT_FIELD})`, () => {
    it('answers like a success but stores and mails nothing', async () => {
      const res = await post({ ...shortLead, [LEAD_HONEYPOT_FIELD]: 'http://spam.example' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ success: true, emails: { adminSent: true, userSent: true } });
      expect(await storedLeads()).toBe(0);
      expect(await storedMails()).toBe(0);
    });

    it('an empty trap is a normal lead', async () => {
      const res = await post({ ...shortLead, [LEAD_HONEYPOT_FIELD]: '' });
      expect(res.statusCode).toBe(201);
      expect(await storedLeads()).toBe(1);
      expect(res.json().lead).not.toHaveProperty(LEAD_HONEYPOT_FIELD);
    });
  });
});

describe('POST /api/leads rate limit', () => {
  const app = useTestApp({ LEADS_RATE_LIMIT_MAX: '10', LEADS_RATE_LIMIT_WINDOW_MS: '600000' });

  it('answers 429 after 10 leads from one IP within the window', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await app().inject({ method: 'POST', url: '/api/leads', headers: jsonHeaders, payload: JSON.stringify(shortLead) });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    expect(await app().store.leads.count()).toBe(10);
    const limited = await app().inject({ method: 'POST', url: '/api/leads', headers: jsonHeaders, payload: JSON.stringify(shortLead) });
    expect(limited.json()).toMatchObject({ success: false, error: 'Too many requests. Please try again later.' });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('counts per IP', async () => {
    for (let i = 0; i < 10; i++) {
      await app().inject({ method: 'POST', url: '/api/leads', headers: jsonHeaders, payload: JSON.stringify(shortLead), remoteAddress: '10.0.0.1' });
    }
    const other = await app().inject({ method: 'POST', url: '/api/leads', headers: jsonHeaders, payload: JSON.stringify(shortLead), remoteAddress: '10.0.0.2' });
    expect(other.statusCode).toBe(201);
  });
});

/** @jest-environment node */
import { adminCheckResponse, analyticsResponse, leadCreatedResponse } from '@powernest/domain';
import { ApiError, apiRequest, keyToUrl, swrFetcher } from './apiRequest';
import { ApiAnswerError, answerFetcher, requestAnswer } from './answers';
import { retryDelay, shouldRetry } from './swrConfig';

function respond(status: number, body: string, statusText = '') {
  global.fetch = jest.fn().mockResolvedValue(new Response(body || null, { status, statusText }));
  return global.fetch as jest.Mock;
}

describe('apiRequest', () => {
  it('sends JSON with credentials and parses the answer', async () => {
    const fetchMock = respond(200, '{"ok":true}');
    await expect(apiRequest('POST', '/api/leads', { a: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/leads');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"a":1}' });
    expect(init.headers['Content-Type']).toBe('application/json');
  });

  it('turns a non-OK answer into "<status>: <body>"', async () => {
    respond(400, '{"success":false,"error":"Validation failed"}');
    const err = (await apiRequest('POST', '/api/leads', {}).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('400: {"success":false,"error":"Validation failed"}');
    expect(err.serverMessage).toBe('Validation failed');
  });

  it('words a limit\'s refusal in the page\'s language from its Retry-After; other refusals keep the server\'s message', async () => {
    const body = '{"success":false,"error":"Too many requests. Please try again later.","message":"Too many requests. Please try again in 15 minutes."}';
    global.fetch = jest.fn().mockResolvedValue(new Response(body, { status: 429, headers: { 'retry-after': '900' } }));
    const limited = (await apiRequest('POST', '/api/leads', {}).catch((e: unknown) => e)) as ApiError;
    expect(limited.retryAfterSeconds).toBe(900);
    expect(limited.messageIn('es-US')).toBe('Demasiados intentos en poco tiempo. Inténtelo de nuevo en 15 minutos.');
    expect(limited.messageIn('en-US')).toBe('Too many requests. Please try again in 15 minutes.');

    respond(409, '{"success":false,"error":"A visit is already booked: move it instead."}');
    const refused = (await apiRequest('POST', '/api/x', {}).catch((e: unknown) => e)) as ApiError;
    expect(refused.retryAfterSeconds).toBeUndefined();
    expect(refused.messageIn('es-US')).toBe('A visit is already booked: move it instead.');
  });

  it('uses the status text when the body is empty', async () => {
    respond(503, '', 'Service Unavailable');
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('swrFetcher', () => {
  it('GETs the key parts joined by slashes', async () => {
    const fetchMock = respond(200, '{"partners":[]}');
    expect(keyToUrl(['/api', 'partners'])).toBe('/api/partners');
    await expect(swrFetcher(['/api', 'partners'])).resolves.toEqual({ partners: [] });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/partners');
    expect(fetchMock.mock.calls[0][1].method).toBe('GET');
  });

  it('answers null on 401 instead of failing', async () => {
    respond(401, '{"error":"Unauthorized"}');
    await expect(swrFetcher('/api/user/me')).resolves.toBeNull();
  });

  it('still fails on other errors', async () => {
    respond(500, 'boom');
    await expect(swrFetcher('/api/leads')).rejects.toThrow('500: boom');
  });
});

describe('query retry rules', () => {
  it('never retries 401 or 403, retries others up to 3 times', () => {
    expect(shouldRetry(new Error('401: no'), 1)).toBe(false);
    expect(shouldRetry(new Error('403: no'), 1)).toBe(false);
    expect(shouldRetry(new Error('500: boom'), 1)).toBe(true);
    expect(shouldRetry(new Error('500: boom'), 3)).toBe(true);
    expect(shouldRetry(new Error('500: boom'), 4)).toBe(false);
  });

  it('doubles the delay from 1 s up to a 30 s cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('answers decoded with the API\'s schema', () => {
  const lead = { id: 7, businessName: 'Corner Café', contactPerson: 'Jane', email: 'j@c.com', phone: '555', location: 'Austin', businessType: 'cafe', status: 'new' };

  it('decodes the wire form: an ISO date arrives as a Date', async () => {
    respond(201, JSON.stringify({ success: true, lead: { ...lead, createdAt: '2026-11-20T10:00:00.000Z' }, emails: { adminSent: true, userSent: false } }));
    const created = await requestAnswer(leadCreatedResponse, 'POST', '/api/leads', {});
    expect(created.lead.createdAt).toEqual(new Date('2026-11-20T10:00:00.000Z'));
    expect(created.emails.userSent).toBe(false);
  });

  it('names the field of an answer that drifted from the contract, instead of handing on undefined', async () => {
    respond(200, JSON.stringify({ success: true, analytics: { totalLeads: 3, totalPartners: 2, leadsByStatus: {} } }));
    const err = (await answerFetcher(analyticsResponse)('/api/analytics').catch((e: unknown) => e)) as ApiAnswerError;
    expect(err).toBeInstanceOf(ApiAnswerError);
    expect(err.message).toBe("The server's answer to GET /api/analytics is not what this page expects (analytics.leadsThisWeek: expected number)");
  });

  it('keeps the fetcher\'s rule: a 401 is "signed out" (null), not a drift', async () => {
    respond(401, '{"success":false,"error":"Unauthorized"}');
    await expect(answerFetcher(adminCheckResponse)('/api/admin/check')).resolves.toBeNull();
  });
});

/** @jest-environment node */
import { endpoint } from '@powernest/domain';
import * as z from 'zod/mini';
import { ApiAnswerError } from './answers';
import { callEndpoint, endpointFetcher, endpointUrl } from './endpoints';

const answer = z.object({ ok: z.boolean() });
const update = endpoint({ method: 'PATCH', path: '/api/things/:id', body: z.object({ n: z.number() }), response: answer });
const list = endpoint({ method: 'GET', path: '/api/things', response: answer });

function respond(status: number, body: string) {
  global.fetch = jest.fn().mockResolvedValue(new Response(body, { status }));
  return global.fetch as jest.Mock;
}

describe('endpoint calls', () => {
  it('build the URL from the declaration: parameters encoded, query appended when not empty', () => {
    expect(endpointUrl(update, { params: { id: 'a/b' }, body: { n: 1 } })).toBe('/api/things/a%2Fb');
    expect(endpointUrl(list)).toBe('/api/things');
    expect(endpointUrl(list, { query: { q: 'x y', page: 2, skip: undefined } })).toBe('/api/things?q=x+y&page=2');
    expect(endpointUrl(list, { query: new URLSearchParams() })).toBe('/api/things');
    expect(endpointUrl(list, { query: 'a=1' })).toBe('/api/things?a=1');
  });

  it('send the declared method and body and decode the answer with its schema', async () => {
    const fetchMock = respond(200, '{"ok":true,"extra":1}');
    await expect(callEndpoint(update, { params: { id: 7 }, body: { n: 2 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/things/7');
    expect(init).toMatchObject({ method: 'PATCH', body: '{"n":2}' });
    respond(200, '{"ok":"no"}');
    await expect(callEndpoint(list)).rejects.toBeInstanceOf(ApiAnswerError);
  });

  it('give a GET endpoint an SWR fetcher that decodes', async () => {
    respond(200, '{"ok":false}');
    await expect(endpointFetcher(list)(endpointUrl(list))).resolves.toEqual({ ok: false });
  });
});

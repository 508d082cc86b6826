import * as z from 'zod/mini';
import { API_PREFIX, endpoint, pathOf, withRequest } from './endpoint';

const answer = z.object({ ok: z.boolean() });

describe('endpoint declarations', () => {
  it('keeps what they declare', () => {
    const spec = endpoint({ method: 'GET', path: '/api/things', response: answer });
    expect(spec).toEqual({ method: 'GET', path: '/api/things', response: answer });
    expect(spec.path.startsWith(API_PREFIX)).toBe(true);
  });

  it('pathOf fills each parameter as one encoded segment', () => {
    const spec = endpoint({ method: 'POST', path: '/api/leads/:id/emails/:emailId/resend', response: answer });
    expect(pathOf(spec, { id: 'a b/c', emailId: 7 })).toBe('/api/leads/a%20b%2Fc/emails/7/resend');
    expect(pathOf(endpoint({ method: 'GET', path: '/api/health', response: answer }))).toBe('/api/health');
  });

  it('pathOf refuses a missing parameter', () => {
    const spec = endpoint({ method: 'GET', path: '/api/leads/:id', response: answer });
    expect(() => pathOf(spec, {} as { id: string })).toThrow('no value for :id');
  });

  it('withRequest joins request schemas to a declaration, leaving the declaration as it was', () => {
    const spec = endpoint({ method: 'PATCH', path: '/api/things/:id', response: answer });
    const body = z.object({ n: z.number() });
    const route = withRequest(spec, { body });
    expect(route).toEqual({ ...spec, body });
    expect(spec).not.toHaveProperty('body');
  });
});

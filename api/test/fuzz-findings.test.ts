// What Schemathesis found against /api/openapi.json (issue #43, tooling/scripts/fuzz-api.ts), each
// fixed in the API and kept fixed here.
import { errorResponse } from '@powernest/domain';
import { login, postJson } from './admin-support';
import { useTestApp } from './helper';

describe('answers the fuzzer found outside the document', () => {
  const app = useTestApp();

  it('a path parameter past the router length is a 404 in the API shape, not Fastify 414', async () => {
    const res = await app().inject({ method: 'GET', url: `/api/application/${'0'.repeat(200)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Not found' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a path that does not decode is a 400 in the API shape', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/partners/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'Malformed URL' });
  });

  it('a body that is not an object says so in formErrors, which the error schema declares', async () => {
    const { token } = await login(app());
    // POST /api/team declares its 400 with errorResponse: the answer is encoded with it, formErrors kept.
    const res = await postJson(app(), '/api/team', null, { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.formErrors).toEqual([expect.any(String)]);
    expect(errorResponse.parse(body)).toEqual(body);
  });
});

import { useTestApp } from './helper';

describe('GET /api/health', () => {
  const app = useTestApp();

  it('answers ok with the store kind', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', store: 'memory' });
  });

  it('sets security headers on API answers', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 503 when the store does not answer', async () => {
    app().store.ping = async () => {
      throw new Error('connection refused');
    };
    const res = await app().inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, error: 'Store unavailable', store: 'memory' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Not found' });
  });
});

// The OpenAPI document (issue #43): valid OpenAPI 3.1, and every route the API registers is in it.
import SwaggerParser from '@apidevtools/swagger-parser';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src';
import { DOCS_PATH, OPENAPI_PATH } from '../src/http/openapi';
import { testConfig } from './helper';

type Document = { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown>; security?: unknown[] }>> };

/** `/api/leads/:id` as the document writes it: `/api/leads/{id}`. */
const documentPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  let app: FastifyInstance;
  let document: Document;

  beforeAll(async () => {
    app = await buildApp(testConfig(), { logger: false });
    await app.ready();
    const res = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    document = res.json();
  });
  afterAll(() => app.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('documents every route the API registers', () => {
    // Every route as Fastify's onRoute saw it (admin-auth keeps the list; HEAD copies of GET routes aside).
    const registered = app.adminAuth.routes.filter(({ method }) => method !== 'HEAD');
    const missing = registered
      .filter(({ url }) => url !== OPENAPI_PATH && !url.startsWith(DOCS_PATH))
      .filter(({ method, url }) => !document.paths[documentPath(url)]?.[method.toLowerCase()])
      .map(({ method, url }) => `${method} ${url}`);
    expect(registered.length).toBeGreaterThan(40);
    expect(missing).toEqual([]);
  });

  it('gives admin routes the admin security and their 401/403, and a limited route its 429 with Retry-After', () => {
    const leads = document.paths['/api/leads'];
    expect(leads.get.security).toEqual([{ adminBearer: [] }, { adminCookie: [] }, { adminToken: [] }]);
    expect(Object.keys(leads.get.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    expect(leads.post.security).toEqual([]);
    expect(leads.post.responses['429']).toMatchObject({ headers: { 'retry-after': { schema: { type: 'integer' } } } });
    expect(Object.keys(leads.post.responses)).toEqual(expect.arrayContaining(['201', '400', '413', '415', '429']));
  });
});

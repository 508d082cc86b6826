import { API_PREFIX, LOGOUT_PATH, errorResponse } from '@powernest/domain';
import type { SwaggerTransform } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ADMIN_SESSION_COOKIE } from '../plugins/app/sessions';
import { operationNotes } from './openapi-notes';

// The OpenAPI document is generated from the routes (each registered from its declaration in
// domain/src/api/). A declaration names its own answers and the errors only it gives (409, its
// 404s); what every route of a kind answers is added here once, from what the route is: the
// admin guard's 401/403, the validation's 400, the body parser's 413/415, the limiter's 429.

/** Where the document and its reference page are served (both left out of the document itself). */
export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;
export const DOCS_PATH = `${API_PREFIX}/docs`;

/** The security schemes: the admin session's token, however a client sends it (sessions.ts reads all three). */
export const SECURITY_SCHEMES = {
  adminBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The `token` of POST /api/admin/login.' },
  adminCookie: { type: 'apiKey', in: 'cookie', name: ADMIN_SESSION_COOKIE, description: 'Set by POST /api/admin/login (HttpOnly, Path=/api).' },
  adminToken: { type: 'apiKey', in: 'header', name: 'X-Admin-Token', description: 'The same token as a header of its own.' },
} as const;
const ADMIN_SECURITY = Object.keys(SECURITY_SCHEMES).map((name) => ({ [name]: [] }));

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The admin guard (adminAuth.require, a route's preValidation) carries its row of the role table. */
function isGuarded(route: RouteOptions): boolean {
  return [route.preValidation ?? []].flat().some((hook) => typeof hook === 'function' && 'routeRoles' in hook);
}

/**
 * Routes that answer 429 by a bound of their own, not the limiter: the live stream's tabs per
 * member and streams per instance, and a new member's password hashing when the hashing slots are
 * full (HashingBusyError; the sign-in and a password change are limited routes anyway).
 */
const OWN_BOUNDS = new Set([`GET ${API_PREFIX}/admin/events`, `POST ${API_PREFIX}/team`]);

function isRateLimited(route: RouteOptions, url: string): boolean {
  return Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) || [route.method].flat().some((method) => OWN_BOUNDS.has(`${method} ${url}`));
}

/** An error answer's description: what the client did and what to do about it. */
const COMMON_ERRORS: Record<number, string> = {
  400: 'The request does not match its schema: `fieldErrors` names each field and what is wrong with it.',
  401: 'No live admin session: sign in (POST /api/admin/login) and send its token.',
  403: 'The session may not do this (its role, or a password that must be changed first), or a browser sent it from another site.',
  404: 'No such resource.',
  413: 'The body is larger than the API accepts.',
  415: 'The body is not `application/json`.',
  429: 'Too many requests from this address (or for this account): wait `Retry-After` seconds.',
};

/** The error statuses a route gives by being what it is, beside those its declaration names. */
function commonErrors(route: RouteOptions, schema: RouteSchema): number[] {
  const methods = [route.method].flat();
  const statuses: number[] = [];
  if (schema.body || schema.querystring || schema.params) statuses.push(400);
  if (isGuarded(route)) statuses.push(401, 403);
  else if (methods.some((method) => MUTATING.has(method))) statuses.push(403); // same-origin.ts
  if (schema.params) statuses.push(404);
  if (schema.body) statuses.push(413, 415);
  if (isRateLimited(route, route.url)) statuses.push(429);
  return statuses;
}

/** One server-sent event as a client's parser reads it (its `data` is JSON text). */
const SSE_EVENT = {
  type: 'object',
  properties: { event: { type: 'string' }, data: { type: 'string' }, id: { type: 'string' }, retry: { type: 'integer' } },
  required: ['data'],
};

/** The answers of the routes that declare no JSON answer (a download, a stream, a redirect). */
const NON_JSON_ANSWERS: Record<string, Record<string, unknown>> = {
  [`GET ${API_PREFIX}/leads/export.csv`]: { 200: { description: 'The matching leads as CSV (RFC 4180, UTF-8 with a byte order mark).', content: { 'text/csv': { schema: { type: 'string' } } } } },
  [`GET ${API_PREFIX}/admin/lead-sources.csv`]: {
    200: { description: 'The sources report of the period and grouping as CSV (RFC 4180, UTF-8 with a byte order mark).', content: { 'text/csv': { schema: { type: 'string' } } } },
  },
  [`GET ${API_PREFIX}/admin/events`]: {
    200: { description: 'Server-sent events: `ready`, then `lead.created` and `lead.updated`.', content: { 'text/event-stream': { schema: SSE_EVENT } } },
    406: { description: 'The client does not accept `text/event-stream`.', type: 'null' },
  },
  [`GET ${LOGOUT_PATH}`]: {
    302: { description: 'Signed out (both sessions ended, both cookies cleared); sent home.', type: 'null', headers: { location: { type: 'string' } } },
  },
};

/** `GET /api/leads/:id` → `getApiLeadsId`: a stable name to filter operations by and link them with. */
export const operationIdOf = (method: string, url: string) => method.toLowerCase() + url.replace(/[^A-Za-z0-9]+([A-Za-z0-9]?)/g, (_match, next: string) => next.toUpperCase());

/** A link from an answer to the operations its ids open (Schemathesis' stateful phase follows them). */
const linksTo = (operations: Record<string, string>, parameter: string, id: string) =>
  Object.fromEntries(Object.entries(operations).map(([name, operationId]) => [name, { operationId, parameters: { [parameter]: id } }]));
const LEAD_OPERATIONS = { lead: 'getApiLeadsId', change: 'patchApiLeadsId', note: 'postApiLeadsIdNotes', messages: 'getApiLeadsIdMessage', visit: 'postApiLeadsIdVisit' };

/** Where a client goes next with the ids an answer holds: by method and path, status, links. */
const LINKS: Record<string, Record<number, Record<string, unknown>>> = {
  [`POST ${API_PREFIX}/leads`]: { 201: linksTo(LEAD_OPERATIONS, 'id', '$response.body#/lead/id') },
  [`GET ${API_PREFIX}/leads`]: { 200: linksTo(LEAD_OPERATIONS, 'id', '$response.body#/leads/0/id') },
  [`GET ${API_PREFIX}/partners`]: { 200: linksTo({ partner: 'getApiPartnersId' }, 'id', '$response.body#/partners/0/id') },
  [`GET ${API_PREFIX}/admin/partners`]: { 200: linksTo({ change: 'patchApiAdminPartnersId' }, 'id', '$response.body#/partners/0/id') },
};

const isDocumented = (url: string) => (url.startsWith(`${API_PREFIX}/`) || url === LOGOUT_PATH) && url !== OPENAPI_PATH && !url.startsWith(DOCS_PATH);

type RouteSchema = { body?: unknown; querystring?: unknown; params?: unknown; response?: unknown };
type JsonResponse = Record<string, unknown> & { description?: string; headers?: Record<string, unknown> };

/**
 * @fastify/swagger's transform: the zod type provider's (zod → JSON Schema 2020-12), with each
 * route's common errors, its security and its non-JSON answers added; the site server's own
 * routes (pages, files) and the documentation's are left out.
 */
export const openApiTransform: SwaggerTransform = (document) => {
  const { url, route } = document;
  if (!isDocumented(url)) return { schema: { hide: true }, url };
  const source: RouteSchema = document.schema ?? {};
  const statuses = commonErrors(route, source);
  const response: Record<number, unknown> = { ...(source.response as object | undefined) };
  for (const status of statuses) response[status] ??= errorResponse;
  const { schema } = jsonSchemaTransform({ ...document, schema: { ...source, response } }) as unknown as { schema: Record<string, unknown> & { response?: Record<string, JsonResponse> } };
  schema.response ??= {};
  const methods = [route.method].flat().filter((method) => method !== 'HEAD');
  Object.assign(schema.response, NON_JSON_ANSWERS[`${methods[0]} ${url}`]);
  for (const [status, answer] of Object.entries(schema.response)) {
    answer.description ??= COMMON_ERRORS[Number(status)] ?? (Number(status) < 300 ? 'Success.' : 'Refused: `error` says why.');
  }
  if (schema.response[429]) schema.response[429].headers = { 'retry-after': { type: 'integer', minimum: 0, description: 'Seconds until the request may be sent again.' } };
  schema.operationId = operationIdOf(methods[0], url);
  // @fastify/swagger reads an operation's links from its route options, after this transform.
  const links = LINKS[`${methods[0]} ${url}`];
  if (links) Object.assign(route, { links });
  const notes = operationNotes(methods[0], url);
  if (notes) schema.description = notes;
  schema.security = isGuarded(route) ? ADMIN_SECURITY : [];
  schema.tags = [url.split('/')[url.startsWith(API_PREFIX) ? 2 : 1]];
  return { schema, url };
};

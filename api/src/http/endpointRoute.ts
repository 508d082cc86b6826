import { API_PREFIX, type EndpointSpec } from '@powernest/domain';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The app as a route plugin sees it (FastifyPluginAsyncZod's instance). */
type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

type Field<E, K extends string> = E extends { readonly [P in K]: infer S } ? S : undefined;
type SuccessStatus<E> = E extends { readonly status: 201 } ? 201 : 200;

/** The Fastify schema an endpoint declaration stands for: what the type provider infers the handler's types from. */
type EndpointSchema<E extends EndpointSpec> = {
  params: Field<E, 'params'>;
  querystring: Field<E, 'query'>;
  body: Field<E, 'body'>;
  response: (E extends { readonly response: infer R } ? { [S in SuccessStatus<E>]: R } : unknown) & (E extends { readonly errors: infer Errors } ? Errors : unknown);
};

type Options<E extends EndpointSpec> = Omit<
  RouteShorthandOptions<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, RouteGenericInterface, ContextConfigDefault, EndpointSchema<E>, ZodTypeProvider, FastifyBaseLogger>,
  'schema'
>;
type Handler<E extends EndpointSpec> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointSchema<E>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/**
 * Registers the route of an endpoint declared in the domain (`domain/src/api/<family>.ts`): its
 * method, its path without the API prefix (the routes are mounted under it, app.ts) and its
 * schemas; the route adds only its own options (roles' preHandler, rate-limit config) and handler.
 */
export function endpointRoute<const E extends EndpointSpec>(app: ZodApp, spec: E, options: Options<E>, handler: Handler<E>): void {
  const response: Record<number, unknown> = { ...spec.errors };
  if (spec.response) response[spec.status ?? 200] = spec.response;
  const schema: Record<string, unknown> = {};
  if (Object.keys(response).length > 0) schema.response = response;
  if (spec.params) schema.params = spec.params;
  if (spec.query) schema.querystring = spec.query;
  if (spec.body) schema.body = spec.body;
  // The types were checked against the declaration above; Fastify's own signature cannot see through the generic.
  (app as unknown as FastifyInstance).route({ ...(options as RouteShorthandOptions), method: spec.method, url: spec.path.slice(API_PREFIX.length), schema, handler: handler as RouteHandlerMethod });
}

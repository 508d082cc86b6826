import type * as z from 'zod/mini';

type Schema = z.core.$ZodType;

// One declaration per API endpoint (issue #27 item 1): its method, its full path (`:name` for a
// path parameter) and the schemas of what it takes and answers, written once here. The API
// registers its route from it (api's `endpointRoute`) and the clients call it (shared-ui's
// `callEndpoint`), so neither side writes a path, a method or a schema of its own. Type-only
// zod import: a declaration adds no zod to a page beyond the schemas it names.

/** Where the API is mounted: every endpoint's path starts with it. */
export const API_PREFIX = '/api';

export type EndpointMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * What an endpoint declares. `status` is its success status (200 unless said); `errors` the bodies
 * of its other statuses; no `response` for an answer that is not JSON (a CSV download).
 */
export interface EndpointSpec {
  readonly method: EndpointMethod;
  readonly path: `${typeof API_PREFIX}/${string}`;
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  readonly response?: Schema;
  readonly status?: 200 | 201;
  readonly errors?: Readonly<Record<number, Schema>>;
}

/** Declares an endpoint (the object itself, its literal method and path kept in its type). */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<const E extends EndpointSpec>(spec: E): E {
  return spec;
}

/** The schemas a route checks its requests with. */
export interface EndpointRequest {
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
}

/**
 * An endpoint joined with request schemas written in full zod (`../zod`), which a page that only
 * calls the endpoint need not load: the declaration stays in `api/<family>.ts` (zod/mini), and
 * the module holding the request schemas joins them to it once, for the API's route.
 */
/* @__NO_SIDE_EFFECTS__ */
export function withRequest<const E extends EndpointSpec, const R extends EndpointRequest>(spec: E, request: R): E & R {
  return { ...spec, ...request };
}

/** The `:name` parameters of a path: `'/api/leads/:id'` → `'id'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values that fill a path's parameters. */
export type PathParams<P extends string> = { readonly [K in PathParamNames<P>]: string | number };

/** An endpoint's path with its parameters filled in (each encoded as one path segment). */
export function pathOf<E extends EndpointSpec>(spec: E, ...[params]: PathParamNames<E['path']> extends never ? [] : [PathParams<E['path']>]): string {
  const values = (params ?? {}) as Readonly<Record<string, string | number>>;
  return spec.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`pathOf(${spec.path}): no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

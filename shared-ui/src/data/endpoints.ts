// Calls to the API's endpoints as the domain declares them (`endpoint()` in @powernest/domain):
// the method, the path (its parameters filled in) and the answer's schema come from the
// declaration, so a client writes none of them. Requests and decoding are requestAnswer's and
// answerFetcher's.
import { pathOf, type EndpointSpec, type PathParamNames, type PathParams } from '@powernest/domain';
import type * as z from 'zod/mini';
import { answerFetcher, requestAnswer, type AnswerSchema } from './answers';

/** A query string: parameters (undefined ones left out), or one already written ("a=1&b=2"). */
export type EndpointQuery = URLSearchParams | string | Readonly<Record<string, string | number | boolean | undefined>>;

type ParamsPart<E extends EndpointSpec> = [PathParamNames<E['path']>] extends [never] ? { params?: never } : { params: PathParams<E['path']> };
type BodyPart<E extends EndpointSpec> = E extends { readonly body: infer B extends z.core.$ZodType } ? { body: z.input<B> } : { body?: unknown };

/** What a call fills in: the path's parameters (required when it has some), the query, the body (required and typed when its schema is declared). */
export type EndpointCall<E extends EndpointSpec> = ParamsPart<E> & BodyPart<E> & { query?: EndpointQuery };
type CallArgs<E extends EndpointSpec> = object extends EndpointCall<E> ? [call?: EndpointCall<E>] : [call: EndpointCall<E>];

/** What the endpoint answers, decoded (ISO dates as Date, …). */
export type EndpointAnswer<E extends JsonEndpoint> = z.output<E['response']>;

/** An endpoint answering JSON (one with a response schema). */
type JsonEndpoint = EndpointSpec & { readonly response: z.core.$ZodType };

function queryString(query: EndpointQuery | undefined): string {
  if (query === undefined) return '';
  if (typeof query === 'string') return query;
  if (query instanceof URLSearchParams) return query.toString();
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  return params.toString();
}

/** The URL of a call: the declaration's path, its parameters filled (encoded), then the query if any. Also an SWR key. */
export function endpointUrl<E extends EndpointSpec>(spec: E, ...[call]: CallArgs<E>): string {
  const fill = pathOf as (spec: EndpointSpec, params?: Readonly<Record<string, string | number>>) => string;
  const path = fill(spec, call?.params as Readonly<Record<string, string | number>> | undefined);
  const query = queryString(call?.query);
  return query ? `${path}?${query}` : path;
}

/** Calls an endpoint (JSON, credentials included) and decodes its answer with the declared schema. */
export function callEndpoint<E extends JsonEndpoint>(spec: E, ...args: CallArgs<E>): Promise<EndpointAnswer<E>> {
  return requestAnswer(spec.response as AnswerSchema<EndpointAnswer<E>>, spec.method, endpointUrl(spec, ...args), args[0]?.body);
}

/** The SWR fetcher of a GET endpoint whose key is its endpointUrl: `useSWR(endpointUrl(spec, …), endpointFetcher(spec))`. */
export function endpointFetcher<E extends JsonEndpoint & { readonly method: 'GET' }>(spec: E): (key: string | readonly unknown[]) => Promise<EndpointAnswer<E> | null> {
  return answerFetcher(spec.response as AnswerSchema<EndpointAnswer<E>>);
}

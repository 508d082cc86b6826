import { API_PREFIX, NOT_FOUND_BODY } from '@powernest/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../plugins/app/error-handler';

/**
 * The router's own refusals, answered before any route's scope (so before the API's error
 * handler): a path parameter longer than the router keeps (`maxParamLength`, 100 characters)
 * names nothing that exists, a path that does not decode names nothing at all. Under /api they
 * get the API's answers (404, 400 in its JSON shape, as the document says) instead of Fastify's
 * 414 body; elsewhere Fastify's own answer stands.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (!request.url.startsWith(`${API_PREFIX}/`)) {
    reply.send(error);
    return;
  }
  const badUrl = error.code === 'FST_ERR_BAD_URL';
  reply
    .code(badUrl ? 400 : 404)
    .header('cache-control', 'no-store')
    .send(badUrl ? ({ success: false, error: 'Malformed URL' } satisfies ErrorBody) : NOT_FOUND_BODY);
}

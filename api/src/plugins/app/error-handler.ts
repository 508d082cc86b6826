import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { SERVER_MANAGED_LEAD_FIELDS, NOT_FOUND_BODY } from '@powernest/domain';

/** Every non-OK API answer has this body (product.md §8 turns it into "<status>: <body text>"). */
export interface ErrorBody {
  success: false;
  error: string;
  fieldErrors?: Record<string, string>;
  formErrors?: string[];
}

const SERVER_MANAGED = new Set<string>(SERVER_MANAGED_LEAD_FIELDS);

/** Messages for fastify's own errors, which would otherwise leak internal codes. */
const KNOWN_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported media type: send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid Content-Length',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
};

/** Turns zod issues into `{ field: first message }`; unknown keys get a message each. */
export function validationBody(
  validation: { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }[],
): ErrorBody {
  const fieldErrors: Record<string, string> = {};
  const formErrors: string[] = [];
  for (const issue of validation) {
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys as string[]) {
        fieldErrors[key] ??= SERVER_MANAGED.has(key) ? 'This field is set by the server and may not be sent' : 'Unknown field';
      }
      continue;
    }
    const field = issue.instancePath.split('/').filter(Boolean)[0];
    const message = issue.message ?? 'Invalid value';
    if (field) fieldErrors[field] ??= message;
    else formErrors.push(message);
  }
  return {
    success: false,
    error: 'Validation failed',
    fieldErrors,
    ...(formErrors.length > 0 ? { formErrors } : {}),
  };
}

/** The same answer for zod issues met outside fastify's own validation (a route's preValidation with another language's schema). */
export function zodIssuesBody(issues: readonly { code: string; path: readonly PropertyKey[]; message: string }[]): ErrorBody {
  return validationBody(
    issues.map((issue) => ({
      keyword: issue.code,
      instancePath: issue.path.map((part) => `/${String(part)}`).join(''),
      message: issue.message,
      // An unknown key's issue carries the `keys`, as fastify's hands them on.
      params: issue as unknown as Record<string, unknown>,
    })),
  );
}

/**
 * What an error adds to its answer beside `error` (`fieldErrors`, the lead as it now is,
 * `retryAfter`, …): routes throw `app.httpErrors.createError(status, message, { body })`
 * (@fastify/sensible, whose http-errors copies `body` onto the error) and this handler, the one
 * place that writes `{ success: false, error }`, spreads it into the answer.
 */
interface ErrorExtras {
  body?: Record<string, unknown>;
  /** Sent as `Retry-After` (the login flood guard's HashingBusyError, a lock, a per-IP limit). */
  retryAfterSeconds?: number;
  /** http-errors' flag: a 5xx that means what it says (the store is down) rather than a bug. */
  expose?: boolean;
}

/** The one error handler of the API scope. */
function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (hasZodFastifySchemaValidationErrors(error)) {
    reply.code(400).send(validationBody(error.validation));
    return;
  }
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
  const { body, retryAfterSeconds, expose } = error as FastifyError & ErrorExtras;
  if (status >= 500 && expose !== true) {
    request.log.error({ err: error }, 'request failed');
    reply.code(status).send({ success: false, error: 'Internal server error' } satisfies ErrorBody);
    return;
  }
  // Fastify's own errors get fixed texts; a body that is not valid JSON arrives as a SyntaxError
  // (statusCode 400); the rate limiter's answer carries its text in `error`.
  // An error that knows when to come back says so (HashingBusyError: the login flood guard).
  if (typeof retryAfterSeconds === 'number') reply.header('retry-after', String(retryAfterSeconds));
  const known = error.code ? KNOWN_ERRORS[error.code] : undefined;
  const message =
    known ??
    (error instanceof SyntaxError ? KNOWN_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY : undefined) ??
    (typeof (error as { error?: unknown }).error === 'string' ? (error as unknown as { error: string }).error : undefined) ??
    error.message ??
    'Request failed';
  reply.code(status).send({ success: false, error: message, ...body } satisfies ErrorBody);
}

/**
 * Installs the JSON error and not-found handlers on the scope that registers this plugin, and
 * gives every refusal, redirect and error of the scope `cache-control: no-store` unless its
 * route said otherwise (issue #40: a 400, 404, 406, 413 or 415 is never stored by a cache).
 */
export default fp(async (app) => {
  app.setErrorHandler(errorHandler);
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode >= 300 && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send(NOT_FOUND_BODY);
  });
});

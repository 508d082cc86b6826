import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FORM_ID_FIELD, type FormSubmission } from '@powernest/shared-ui';
import type { ZodError } from 'zod';
import { isCrossOrigin } from '@powernest/api/same-origin';
import { parseCookie, stringifyCookie } from 'cookie';
import { DEFAULT_LANGUAGE, LEAD_SOURCE_COOKIE, LEAD_TEXTS, splitLanguage, tooManyRequestsIn, NOT_FOUND_BODY, isApiPath } from '@powernest/domain';
import { FORM_ERROR_FALLBACK, PAGE_FORMS, type PageForm } from './pageForms';
import type { SentNotices } from './sentNotice';

/** A form post is a few fields of text: anything larger is not one of ours. */
const FORM_BODY_LIMIT = 32 * 1024;

/** Renders the page a form was posted to, showing the form's answer, with this status. */
export type RenderAnswer = (request: FastifyRequest, reply: FastifyReply, submission: FormSubmission, status: number) => Promise<FastifyReply>;

/** `{ field: first message }`, as the API's own validation answers. */
function fieldErrorsOf(error: ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string') fieldErrors[field] ??= issue.message;
  }
  return fieldErrors;
}

/** Only the form's own fields, as text (a repeated field keeps its last value). */
function valuesOf(body: unknown, form: PageForm): Record<string, string> {
  const sent = (body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(form.fields.map((field) => [field, typeof sent[field] === 'string' ? sent[field] : '']));
}

/**
 * POST to a page path with a form-encoded body: a public page's form sent as plain HTML
 * (JavaScript off, blocked, or not running yet). The values are checked with the same domain
 * schema, handed to the same API route as the enhanced form uses, from the visitor's own
 * address. A post the API took answers 303 to its page, which shows the success notice where
 * the form was (Post/Redirect/Get: a reload shows the page again, never sends again;
 * sentNotice.ts); any other answer renders the page again at once: the form with its messages,
 * an error summary and every value kept.
 */
export async function registerFormPosts(app: FastifyInstance, render: RenderAnswer, notices: SentNotices): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scope.post('/*', async (request, reply) => {
      const path = request.url.split('?')[0]!;
      if (isApiPath(path)) return reply.code(404).send(NOT_FOUND_BODY);
      // A form on another site may not send a visitor's details here (their browser says where it came from).
      if (isCrossOrigin(request, [])) return reply.code(403).type('text/plain; charset=utf-8').send('Cross-origin form refused');
      const id = String((request.body as Record<string, unknown> | undefined)?.[FORM_ID_FIELD] ?? '');
      const form = Object.hasOwn(PAGE_FORMS, id) ? PAGE_FORMS[id]! : undefined;
      if (!form) return reply.code(400).type('text/plain; charset=utf-8').send('This page has no such form');

      const values = valuesOf(request.body, form);
      const answer = (outcome: FormSubmission['outcome'], status: number, rest: Partial<FormSubmission> = {}) =>
        render(request, reply, { form: id, path, values, outcome, fieldErrors: {}, ...rest }, status);

      if (form.steps) {
        // Moving between steps keeps every answer (in the page's hidden fields) and checks nothing.
        const sent = request.body as Record<string, unknown>;
        const step = Math.min(Math.max(Number.parseInt(String(sent.step), 10) || 1, 1), form.steps);
        const to = sent.go === 'next' ? step + 1 : sent.go === 'previous' ? step - 1 : null;
        if (to !== null) return answer('continued', 200, { data: { step: Math.min(Math.max(to, 1), form.steps) } });
      }

      const { language } = splitLanguage(path);
      const schema = typeof form.schema === 'function' ? form.schema(language) : form.schema;
      const checked = schema.safeParse(values);
      if (!checked.success) return answer('invalid', 400, { fieldErrors: fieldErrorsOf(checked.error) });

      const payload = form.body ? form.body(values, language) : values;
      const source = parseCookie(request.headers.cookie ?? '')[LEAD_SOURCE_COOKIE];
      const res = await app.inject({
        method: form.method?.(values) ?? 'POST',
        url: typeof form.api === 'string' ? form.api : form.api(path),
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          'user-agent': request.headers['user-agent'] ?? '',
          // The visit's source (issue #45), as the enhanced form's fetch carries it: the API checks it and records it with a lead.
          ...(source !== undefined ? { cookie: stringifyCookie({ [LEAD_SOURCE_COOKIE]: source }) } : {}),
        },
        // As typed, empty fields included: what the enhanced form sends too.
        ...(payload ? { payload: JSON.stringify(payload) } : {}),
        // The visitor's own address (as this server decided it), so their limits are their own.
        remoteAddress: request.ip,
      });
      const body = (() => {
        try {
          return res.json() as { error?: string; message?: string; fieldErrors?: Record<string, string> };
        } catch {
          return {};
        }
      })();
      if (res.statusCode < 300) {
        const notice = form.sent?.(body, language, values);
        return notices.redirect(reply, { form: id, path, values: {}, outcome: 'sent', fieldErrors: {}, ...(notice ? { notice } : {}), ...(form.sentData ? { data: form.sentData(values, body) } : {}) });
      }
      if (res.statusCode === 400 && body.fieldErrors) return answer('invalid', 400, { fieldErrors: body.fieldErrors });
      const retryAfter = res.statusCode === 429 ? Number(res.headers['retry-after']) : Number.NaN;
      if (Number.isFinite(retryAfter)) reply.header('retry-after', String(retryAfter));
      // A limit's answer is English: another language's page words it from Retry-After (issue #30).
      const description =
        language !== DEFAULT_LANGUAGE && Number.isFinite(retryAfter)
          ? tooManyRequestsIn(language, retryAfter)
          : (body.message ?? (res.statusCode < 500 ? body.error : undefined) ?? (language === DEFAULT_LANGUAGE ? FORM_ERROR_FALLBACK : LEAD_TEXTS[language].errorFallback));
      const title = typeof form.failedTitle === 'function' ? form.failedTitle(language) : form.failedTitle;
      return answer('refused', res.statusCode, { notice: { title, description } });
    });
  });
}

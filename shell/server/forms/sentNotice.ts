import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FormSubmission } from '@powernest/shared-ui';

/** The cookie that carries a sent form's notice from the post to the page it redirects to. */
const SENT_NOTICE_COOKIE = 'powernest_sent';

/** Long enough for the redirect to be followed, short enough that a later visit does not show it. */
const NOTICE_SECONDS = 60;

/** What the page shows: the form it answers and the notice the server worded (absent: the remote words it from `data`); never what was typed. */
interface SentNotice {
  form: string;
  path: string;
  notice?: NonNullable<FormSubmission['notice']>;
  /** What the form says besides the notice, chosen by the server from a fixed set (a visit's change: booked, moved, cancelled). */
  data?: Record<string, string>;
}

/** The data as it may travel: string values only (the server's own words, signed with the rest). */
function plainData(data: FormSubmission['data']): Record<string, string> | undefined {
  if (!data) return undefined;
  const strings = Object.entries(data).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return strings.length ? Object.fromEntries(strings) : undefined;
}

/**
 * Post/Redirect/Get for the public forms' plain HTML posts (issue #40 §6: a reload after the
 * contact form created a second lead; after a booking it showed "We couldn't change your visit").
 * A post the API took answers 303 to its page; the page's GET shows the notice once, from a
 * short-lived cookie scoped to that page. The cookie is signed with the site's key (its
 * configuration: SITE_SECRET, siteSettings.ts), so nobody else can make the site show a notice
 * of their wording, and any instance of the site reads what another signed (two instances behind
 * a load balancer: the post on one, the redirected GET on the other). A notice that does not
 * verify is dropped: the page is shown without it, never sent again.
 */
export function createSentNotices({ secure, key }: { secure: boolean; key: Buffer }) {
  const sign = (data: string) => createHmac('sha256', key).update(data).digest('base64url');

  const cookie = (path: string, value: string, maxAge: number) =>
    stringifySetCookie({ name: SENT_NOTICE_COOKIE, value, path, maxAge, httpOnly: true, sameSite: 'lax', secure });

  return {
    /** Answers a post the API took: 303 to the page it was sent to (its language prefix included), the notice with it. */
    redirect(reply: FastifyReply, submission: FormSubmission): FastifyReply {
      // A path of this site whatever was posted to: "//evil.example" would be another site's address.
      const path = `/${submission.path.replace(/^[/\\]+/, '')}`;
      const data = Buffer.from(JSON.stringify({ form: submission.form, path, notice: submission.notice, data: plainData(submission.data) } satisfies Partial<SentNotice>)).toString('base64url');
      return reply.header('set-cookie', cookie(path, `${data}.${sign(data)}`, NOTICE_SECONDS)).header('cache-control', 'no-store').redirect(path, 303);
    },

    /**
     * The notice for this page's GET, if the visitor's last post here was taken: what the page
     * renders instead of the empty form, once (the cookie is cleared with this answer).
     */
    take(request: FastifyRequest, reply: FastifyReply, path: string): FormSubmission | undefined {
      const value = parseCookie(request.headers.cookie ?? '')[SENT_NOTICE_COOKIE];
      if (value === undefined) return undefined;
      reply.header('set-cookie', cookie(path, '', 0));
      const [data = '', signature = ''] = value.split('.');
      const expected = Buffer.from(sign(data));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const sent = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as SentNotice;
      if (sent.path !== path) return undefined;
      return { form: sent.form, path, values: {}, outcome: 'sent', fieldErrors: {}, ...(sent.notice ? { notice: sent.notice } : {}), ...(sent.data ? { data: plainData(sent.data) } : {}) };
    },
  };
}

export type SentNotices = ReturnType<typeof createSentNotices>;

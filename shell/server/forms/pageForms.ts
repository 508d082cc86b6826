import {
  APPLICATION_STEP_COUNT,
  COVERAGE_ANSWERS,
  FULL_LEAD_EXTRA_FIELDS,
  LEAD_CONFIRMATION_DATA,
  LEAD_ERROR_FALLBACK,
  LEAD_TEXTS,
  LEAD_HONEYPOT_FIELD,
  PAGE_FORM_IDS,
  SHORT_LEAD_FIELDS,
  leadCreateRoute,
  leadSchemaIn,
  leadSuccessNotice,
  pathOf,
  waitingListJoinRoute,
  waitingListJoinEndpoint,
  VISIT_TEXTS,
  applicationLinkRoute,
  visitBookRoute,
  visitFormSchemaIn,
  applicationLinkRequestSchemaIn,
  visitChangeOf,
  visitNotice,
  applicationResponse,
  type LeadFormKind,
  type SiteLanguage,
} from '@powernest/domain';
import type { ZodType } from 'zod';
import { decodeAnswer } from '@powernest/shared-ui/data';

/** What a page's plain HTML form becomes: the API route that takes it, checked first by the same schema. */
export interface PageForm {
  /**
   * The API route the data goes to (limits, honeypot, duplicates and e-mails apply there, once);
   * a function of the page's path where the route has the page's parameter (a status link's token).
   */
  api: string | ((pagePath: string) => string);
  /** The request's method, from what was sent (POST unless said). */
  method?: (values: Record<string, string>) => 'POST' | 'PUT' | 'DELETE';
  /** The API request's body, when it is not the fields as sent (`language`: the page's, from its path). */
  body?: (values: Record<string, string>, language: SiteLanguage) => Record<string, string> | undefined;
  /** The fields it reads; anything else the browser sends is dropped. */
  fields: readonly string[];
  /** The domain schema the API checks it with, checked here first so the visitor's budget is not spent on typos; its messages in the page's language where it has them. */
  schema: ZodType | ((language: SiteLanguage) => ZodType);
  /**
   * The notice once the API took it, in the page's language where it has one (`values`: the
   * fields as sent, e.g. the button pressed). None: the remote words the answer itself, from
   * `sentData` (the waiting list's area).
   */
  sent?: (answer: unknown, language: SiteLanguage, values: Record<string, string>) => { title: string; description: string };
  /**
   * What the page needs besides the notice to word it in its own language, carried with it to the
   * page the post redirects to: values the server chose from a fixed set (a visit's change:
   * booked, moved or cancelled), never text the visitor typed.
   */
  sentData?: (values: Record<string, string>, answer: unknown) => Record<string, string>;
  /** The error summary's title when the API could not take it. */
  failedTitle: string | ((language: SiteLanguage) => string);
  /**
   * A form of several steps, each a round trip: its `step` field says where the visitor is and
   * the button pressed (`go`: previous, next or submit) where they go; only `submit` is checked
   * and sent.
   */
  steps?: number;
}

// A lead goes with its page's language (issue #30): checked, answered and e-mailed in it.
const leadForm = (kind: LeadFormKind, fields: readonly string[]): PageForm => ({
  api: pathOf(leadCreateRoute),
  fields: [...fields, LEAD_HONEYPOT_FIELD],
  body: (values, language) => ({ ...values, language }),
  schema: leadSchemaIn,
  sent: (answer, language) => leadSuccessNotice(kind, (answer as { emails: Parameters<typeof leadSuccessNotice>[1] }).emails, language),
  failedTitle: (language) => LEAD_TEXTS[language].errorTitles[kind],
  // Whether the confirmation (with the status link) went out: the page says the next step from it (browser audit #16).
  sentData: (_values, answer) => ({
    [LEAD_CONFIRMATION_DATA.key]: (answer as { emails?: { userSent?: boolean } }).emails?.userSent ? LEAD_CONFIRMATION_DATA.sent : LEAD_CONFIRMATION_DATA.none,
  }),
});

/**
 * Every form a public page offers without JavaScript, by the id its hidden `form` field
 * carries. The remote renders the form; the site server takes it (ARCHITECTURE "Progressive
 * enhancement").
 */
export const PAGE_FORMS: Record<string, PageForm> = {
  [PAGE_FORM_IDS.contact]: leadForm('contact', SHORT_LEAD_FIELDS),
  [PAGE_FORM_IDS.application]: { ...leadForm('application', [...SHORT_LEAD_FIELDS, ...FULL_LEAD_EXTRA_FIELDS]), steps: APPLICATION_STEP_COUNT },
  [PAGE_FORM_IDS.visit]: {
    api: (pagePath) => pathOf(visitBookRoute, { token: pagePath.split('/').pop() ?? '' }),
    method: ({ action }) => (action === 'cancel' ? 'DELETE' : action === 'move' ? 'PUT' : 'POST'),
    body: ({ action, start }) => (action === 'cancel' ? undefined : { start: start ?? '' }),
    fields: ['action', 'start'],
    schema: visitFormSchemaIn,
    sent: (answer, _language, { action }) => visitNotice(decodeAnswer(applicationResponse, 'visit', answer).application, visitChangeOf(action)),
    // Which change it was, so the page says "moved" after a move (issue #40 §6), in its language.
    sentData: ({ action }) => ({ change: visitChangeOf(action) }),
    failedTitle: (language) => VISIT_TEXTS[language].failedTitle,
  },
  [PAGE_FORM_IDS.statusLink]: {
    api: pathOf(applicationLinkRoute),
    fields: ['email'],
    schema: applicationLinkRequestSchemaIn,
    // The API's answer is the same whatever the address (it reveals nothing): worded in the page's language.
    sent: (_answer, language) => ({ title: VISIT_TEXTS[language].linkRequestedTitle, description: VISIT_TEXTS[language].linkRequested }),
    failedTitle: (language) => VISIT_TEXTS[language].linkFailedTitle,
  },
  [PAGE_FORM_IDS.waitingList]: {
    api: pathOf(waitingListJoinRoute),
    fields: ['place', 'email', 'businessName', LEAD_HONEYPOT_FIELD],
    // The page's language: the e-mail that the area opened is written in it.
    body: (values, language) => ({ ...values, language }),
    schema: waitingListJoinRoute.body,
    // The outcome and the area the API filed it under: the locator words it in the page's language.
    sentData: (_values, answer) => ({ area: decodeAnswer(waitingListJoinEndpoint.response, 'waiting list', answer).area }),
    failedTitle: COVERAGE_ANSWERS.refusedTitle,
  },
};

/** The text when the API gave no message of its own. */
export const FORM_ERROR_FALLBACK = LEAD_ERROR_FALLBACK;

/**
 * The public pages' forms, by the id their hidden `form` field carries: the remote renders the
 * form with it, the site server (shell/server/forms/pageForms.ts) knows by it which API route
 * takes a plain HTML post.
 */
export const PAGE_FORM_IDS = {
  contact: 'lead-contact',
  application: 'lead-application',
  waitingList: 'waiting-list',
  /** The status page's visit: book, move or cancel (its `action` button). */
  visit: 'application-visit',
  /** A new status-page link by e-mail. */
  statusLink: 'application-link',
} as const;

/** The status page's visit form: which button was pressed. */
export const VISIT_FORM_ACTIONS = ['book', 'move', 'cancel'] as const;
export type VisitFormAction = (typeof VISIT_FORM_ACTIONS)[number];
export type PageFormId = (typeof PAGE_FORM_IDS)[keyof typeof PAGE_FORM_IDS];

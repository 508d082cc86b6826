/**
 * The public pages' forms, by the id their hidden `form` field carries: the remote renders the
 * form with it, the site server (shell/server/forms/pageForms.ts) knows by it which API route
 * takes a plain HTML post.
 */
export const PAGE_FORM_IDS = {
  contact: 'lead-contact',
  application: 'lead-application',
  waitingList: 'waiting-list',
} as const;
export type PageFormId = (typeof PAGE_FORM_IDS)[keyof typeof PAGE_FORM_IDS];

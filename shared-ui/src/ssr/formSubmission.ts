import { createContext, useContext } from 'react';

/**
 * A form the visitor sent as a plain HTML form (JavaScript off, failed, or not yet running), as
 * the site server answered it: the page comes back rendered with this, so the form shows its
 * outcome where it was, with every value kept. Provided by the host around the whole page
 * (AppProviders), for the page it was sent to only.
 */
export interface FormSubmission {
  /** Which form answered (its hidden `form` field), e.g. `lead-contact`. */
  form: string;
  /** The page path it was sent to. */
  path: string;
  /** Every field as the visitor typed it. */
  values: Record<string, string>;
  /**
   * `sent`: the API took it. `invalid`: fields were refused (their messages in `fieldErrors`).
   * `refused`: the API could not take it now (a limit, an outage); `notice` says why.
   * `continued`: a form of several steps moved to another (`data.step`); nothing was sent yet.
   */
  outcome: 'sent' | 'invalid' | 'refused' | 'continued';
  fieldErrors: Record<string, string>;
  /** The success notice, or the error summary's title and text. */
  notice?: { title: string; description: string };
  /** Form-specific answer data the form shows (e.g. the next wizard step). */
  data?: Record<string, string | number | boolean>;
}

export const FormSubmissionContext = createContext<FormSubmission | null>(null);

/** The server's answer to form `form` when this page is that answer; null otherwise. */
export function useFormSubmission(form: string): FormSubmission | null {
  const submission = useContext(FormSubmissionContext);
  return submission?.form === form ? submission : null;
}

/** The field a page's plain HTML form names itself by, so the site server knows which it is. */
export const FORM_ID_FIELD = 'form';

import { useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  DEFAULT_LANGUAGE,
  LEAD_TEXTS,
  leadNextStep,
  leadSuccessNotice,
  type LeadCreated,
  type LeadFormKind,
  type LeadFormValues,
} from '@powernest/domain';
// Through the package name, so this shared entry uses the one shared toast store.
import { ApiError } from '@powernest/shared-ui/data';
import { toast } from '@powernest/shared-ui';
import { useLanguage } from '@powernest/shared-ui/i18n';

export type SubmitLeadResult =
  | {
      ok: true;
      lead: LeadCreated['lead'];
      notice: { title: string; description: string };
      /** What to do next, when the confirmation e-mail (with the status link) went out (browser audit #16). */
      next?: string;
    }
  | { ok: false; fieldErrors: Record<string, string> };

/**
 * Sends a lead (contact form or application) and tells the visitor how it went (product.md §8).
 * On success the cached lead list is refreshed, and the notice is a toast unless the form shows
 * it in place of itself (`success: 'inline'`); on failure nothing typed is touched and the
 * server's field messages are handed back for the form to show.
 */
export function useSubmitLead(kind: LeadFormKind, { success = 'toast' }: { success?: 'toast' | 'inline' } = {}) {
  const { mutate } = useSWRConfig();
  const [submitting, setSubmitting] = useState(false);
  // The page's language goes with the lead: the API answers and e-mails the applicant in it (issue #30).
  const language = useLanguage();

  async function submitLead(values: LeadFormValues): Promise<SubmitLeadResult> {
    setSubmitting(true);
    try {
      // The answer's schema (and zod's decoder) come with the first submit, like the validator.
      const { LEADS_KEY, postLead } = await import('./postLead');
      const created = await postLead({ ...values, language });
      const notice = leadSuccessNotice(kind, created.emails, language);
      if (success === 'toast') toast({ ...notice, variant: 'success' });
      void mutate(LEADS_KEY);
      return { ok: true, lead: created.lead, notice, next: leadNextStep(kind, created.emails, language) };
    } catch (err) {
      const texts = LEAD_TEXTS[language];
      const fieldErrors = err instanceof ApiError ? fieldErrorsOf(err) : {};
      // The API's own words are English ("Validation failed"); its field messages are in the
      // lead's language and shown under the fields, so another language's page says what to do.
      const refusedFields = language !== DEFAULT_LANGUAGE && Object.keys(fieldErrors).length > 0;
      const description = (err instanceof ApiError && !refusedFields ? err.messageIn(language) : undefined) ?? texts.errorFallback;
      toast({ title: texts.errorTitles[kind], description, variant: 'destructive' });
      return { ok: false, fieldErrors };
    } finally {
      setSubmitting(false);
    }
  }

  return { submitLead, submitting };
}

function fieldErrorsOf(err: ApiError): Record<string, string> {
  try {
    const body = JSON.parse(err.body) as { fieldErrors?: Record<string, string> };
    return body.fieldErrors ?? {};
  } catch {
    return {};
  }
}

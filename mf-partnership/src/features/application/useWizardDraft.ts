import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useLocation } from '@powernest/shared-ui/router';
import type { FormSubmission } from '@powernest/shared-ui';
import { EMPTY_LEAD_FORM, type LeadFormValues, type LeadSubmission } from '@powernest/domain';
import { loadDraft, saveDraft } from './draft';
import { locationFromSearch } from './locationParam';

/**
 * The answers kept in sessionStorage until sent (draft.ts). The draft is restored after the first
 * render: the server rendered an empty step 1, and the browser's first render must match it
 * (hydration); only then is the draft saved again, on every keystroke and step change. A link's
 * ?location= (the place the visitor just chose) wins over the draft's; a server's answer (a
 * plain post) is this very page's state, so a draft from before it is not restored.
 */
export function useWizardDraft({ answered, form, step, setStep }: { answered: FormSubmission | null; form: UseFormReturn<LeadFormValues, unknown, LeadSubmission>; step: number; setStep: (step: number) => void }) {
  const { reset, watch, getValues } = form;
  const { search } = useLocation();
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    if (answered) {
      setRestored(true);
      return;
    }
    const draft = loadDraft();
    const location = locationFromSearch(search);
    if (draft || location) reset({ ...(draft?.values ?? EMPTY_LEAD_FORM), ...(location ? { location } : {}) });
    if (draft) setStep(draft.step);
    setRestored(true);
    // Once, at the start (the answer cannot change while the page shows).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reset, search]);

  const stepRef = useRef(step);
  stepRef.current = step;
  useEffect(() => {
    if (!restored) return undefined;
    const sub = watch((values) => saveDraft(stepRef.current, values));
    return () => sub.unsubscribe();
  }, [watch, restored]);
  useEffect(() => {
    if (restored) saveDraft(step, getValues());
  }, [restored, step, getValues]);
}

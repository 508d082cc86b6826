import { useMemo } from 'react';
import type { Resolver } from 'react-hook-form';
import type { LeadFormValues, LeadSubmission, SiteLanguage } from '@powernest/domain';
// By its package name, as the shared module (the router it reads the language from).
import { useLanguage } from '@powernest/shared-ui/i18n';

type LeadResolver = Resolver<LeadFormValues, unknown, LeadSubmission>;

let loading: Promise<typeof import('./leadValidation')> | undefined;

/**
 * Checks a lead form against the ONE lead schema, its messages in `language`. zod and the
 * schema are the largest part of a form page's code and nothing needs them before the first
 * check (Next or Submit), so they load then, not with the page. A failed load is tried again on
 * the next check.
 */
export function leadResolverIn(language: SiteLanguage): LeadResolver {
  return async (values, context, options) => {
    loading ??= import('./leadValidation').catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return (await loading).leadValidationIn(language)(values, context, options);
  };
}

/** The lead form's resolver in the page's language: `useForm({ resolver: useLeadResolver() })`. */
export function useLeadResolver(): LeadResolver {
  const language = useLanguage();
  return useMemo(() => leadResolverIn(language), [language]);
}

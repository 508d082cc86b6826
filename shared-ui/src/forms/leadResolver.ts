import type { Resolver } from 'react-hook-form';
import type { LeadFormValues, LeadSubmission } from '@powernest/domain';

type LeadResolver = Resolver<LeadFormValues, unknown, LeadSubmission>;

let loading: Promise<LeadResolver> | undefined;

/**
 * Checks a lead form against the ONE lead schema. zod and the schema are the largest part of a
 * form page's code and nothing needs them before the first check (Next or Submit), so they
 * load then, not with the page. A failed load is tried again on the next check.
 */
export const leadResolver: LeadResolver = async (values, context, options) => {
  loading ??= import('./leadValidation').then(
    (m) => m.leadValidation,
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return (await loading)(values, context, options);
};

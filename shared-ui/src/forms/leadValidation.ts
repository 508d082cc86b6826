// Loaded on demand by leadResolver: the schema by its own path (not the domain's index), so
// only this chunk carries zod.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { leadSchemaIn, type LeadFormValues, type LeadSubmission, type SiteLanguage } from '@powernest/domain';

type LeadValidation = Resolver<LeadFormValues, unknown, LeadSubmission>;
const resolvers = new Map<SiteLanguage, LeadValidation>();

/** The lead schema's check with its messages in the page's language (issue #30). */
export function leadValidationIn(language: SiteLanguage): LeadValidation {
  let resolver = resolvers.get(language);
  if (!resolver) {
    resolver = zodResolver(leadSchemaIn(language));
    resolvers.set(language, resolver);
  }
  return resolver;
}

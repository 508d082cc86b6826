import type { FieldErrors } from 'react-hook-form';
import type { FormSubmission } from '@powernest/shared-ui';
import { EMPTY_LEAD_FORM, type LeadFormValues } from '@powernest/domain';
import { WIZARD_STEPS, stepOfField } from './steps';

/** Every answer the wizard holds, from the server's answer to the plain HTML form. */
export const answersOf = (values: Record<string, string>): LeadFormValues =>
  Object.fromEntries(Object.keys(EMPTY_LEAD_FORM).map((f) => [f, values[f] ?? ''])) as LeadFormValues;

/** Field names with an error, in the order the wizard asks for them. */
export function orderedErrorFields(errors: FieldErrors<LeadFormValues>): string[] {
  const names = Object.keys(errors);
  const order = WIZARD_STEPS.flatMap((s) => s.fields.map((f) => f.name as string));
  return names.filter((n) => order.includes(n)).sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/** Where a server-answered wizard opens: the step it moved to, or the first step with a refused field. */
export function stepOfAnswer(answered: FormSubmission | null): number {
  if (!answered) return 1;
  if (answered.outcome === 'continued') return Number(answered.data?.step) || 1;
  const first = orderedErrorFields(answered.fieldErrors as FieldErrors<LeadFormValues>)[0];
  return (first && stepOfField(first)) || 1;
}

// @powernest/shared-ui/forms — form fields and lead sending, a separate entry so pages
// without forms (the home page) do not download react-hook-form.
export { FormTextField } from './FormTextField';
export { FormSelectField } from './FormSelectField';
export { HoneypotField } from './HoneypotField';
export { typedInto, useKeepTyped } from './useKeepTyped';
export { ErrorSummary, FormSuccess, ServerFieldErrorsProvider, fieldId } from './formAnswer';
export { leadResolverIn, useLeadResolver } from './leadResolver';
export { useSubmitLead, type SubmitLeadResult } from './useSubmitLead';

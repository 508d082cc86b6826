import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';

/**
 * The form of an admin dialog (change password, add a team member): checked by `resolver`, and
 * emptied whenever the dialog closes so it opens blank the next time. `closeWith(then)` empties it
 * and runs `then` (the dialog's onClose), except while it is being sent: a dialog cannot be left
 * mid-request.
 */
export function useDialogForm<T extends FieldValues>(resolver: Resolver<T>, empty: DefaultValues<T>) {
  const form = useForm<T>({ resolver, defaultValues: empty });
  const { isSubmitting } = form.formState;
  const closeWith = (then: () => void) => {
    if (isSubmitting) return;
    form.reset(empty);
    then();
  };
  return { ...form, isSubmitting, closeWith };
}

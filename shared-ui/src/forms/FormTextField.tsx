import { useLayoutEffect, useRef } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type ControllerFieldState, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldId, useServerFieldError } from './formAnswer';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
} & Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'> & {
    /** Shown under the field while it has no error. */
    hint?: string;
  };

// useLayoutEffect warns on the server; there is nothing to read back there.
const useBrowserLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

/**
 * The field itself. It works in the server's HTML, before hydration: what the visitor typed
 * (or chose) by then is in the DOM, which hydration leaves alone; it is read back into the form
 * in the first commit, before any render could write the form's empty value over it.
 */
function BoundTextField<T extends FieldValues>({
  field: { ref, ...field },
  fieldState,
  label,
  hint,
  ...rest
}: Omit<Props<T>, 'control' | 'name'> & { field: ControllerRenderProps<T, FieldPath<T>>; fieldState: ControllerFieldState }) {
  const input = useRef<HTMLInputElement | null>(null);
  const serverError = useServerFieldError(field.name);
  useBrowserLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== (field.value ?? '')) field.onChange(typed);
    // Once, at hydration: later values are the form's.
  }, []);
  // The server's message stays until the visitor changes the field; the form's own checks come first.
  const error = fieldState.error?.message ?? (fieldState.isDirty ? undefined : serverError);
  return (
    <TextField
      {...rest}
      {...field}
      // The ref goes to the input itself, so react-hook-form can focus the first invalid field.
      inputRef={(el: HTMLInputElement | null) => {
        input.current = el;
        ref(el);
      }}
      value={field.value ?? ''}
      id={rest.id ?? fieldId(field.name)}
      label={label}
      error={!!error}
      helperText={error ?? hint}
      fullWidth
      slotProps={{
        ...rest.slotProps,
        formHelperText: { role: error ? 'alert' : undefined },
        htmlInput: { ...(rest.slotProps?.htmlInput as object), 'aria-invalid': !!error },
      }}
    />
  );
}

/**
 * A labelled text field bound to react-hook-form. `required` puts the mark in the label; the
 * schema's message (or the site server's, for a form sent as plain HTML) appears under the
 * field and is announced to screen readers.
 */
export function FormTextField<T extends FieldValues>({ control, name, ...rest }: Props<T>) {
  return <Controller control={control} name={name} render={({ field, fieldState }) => <BoundTextField {...rest} field={field} fieldState={fieldState} />} />;
}

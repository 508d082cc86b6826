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

/**
 * The field itself. It is enabled in the server's HTML: what the visitor types before the
 * script runs stays in the DOM, and the form reads it back at hydration (useKeepTyped).
 */
function BoundTextField<T extends FieldValues>({
  field: { ref, ...field },
  fieldState,
  label,
  hint,
  ...rest
}: Omit<Props<T>, 'control' | 'name'> & { field: ControllerRenderProps<T, FieldPath<T>>; fieldState: ControllerFieldState }) {
  const serverError = useServerFieldError(field.name);
  // The server's message stays until the visitor changes the field; the form's own checks come first.
  const error = fieldState.error?.message ?? (fieldState.isDirty ? undefined : serverError);
  return (
    <TextField
      {...rest}
      {...field}
      // The ref goes to the input itself, so react-hook-form can focus the first invalid field.
      inputRef={ref}
      value={field.value ?? ''}
      id={rest.id ?? fieldId(field.name)}
      label={label}
      error={!!error}
      helperText={error ?? hint}
      fullWidth
      slotProps={{
        ...rest.slotProps,
        // Always above the field: a label that moved with the value would differ between the
        // server's HTML and a hydration that starts from what the visitor already typed.
        inputLabel: { shrink: true, ...(rest.slotProps?.inputLabel as object) },
        input: {
          // Without these, hydrating a form is style and layout work in one long task on a phone:
          // each field adds its own <style> of autofill keyframes (they only move a label on
          // autofill, and these labels never move), and MUI's autosize measures a multiline
          // field with a forced layout (a fixed number of rows is a plain <textarea>).
          disableInjectingGlobalStyles: true,
          ...(rest.multiline && rest.rows ? { inputComponent: 'textarea' } : {}),
          ...(rest.slotProps?.input as object),
        },
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

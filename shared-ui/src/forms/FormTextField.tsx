import TextField, { type TextFieldProps } from '@mui/material/TextField';
// From the shared root, not a relative path: the hydration flag must be the page's one copy.
import { useHydrated } from '@powernest/shared-ui';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
} & Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'> & {
    /** Shown under the field while it has no error. */
    hint?: string;
  };

/**
 * A labelled text field bound to react-hook-form. `required` puts the mark in the label; the
 * schema's message appears under the field and is announced to screen readers.
 */
export function FormTextField<T extends FieldValues>({ control, name, label, hint, ...rest }: Props<T>) {
  const hydrated = useHydrated();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...rest}
          {...field}
          // The ref goes to the input itself, so react-hook-form can focus the first invalid field.
          inputRef={ref}
          value={field.value ?? ''}
          id={rest.id ?? `field-${name}`}
          label={label}
          disabled={rest.disabled || !hydrated}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? hint}
          fullWidth
          slotProps={{
            ...rest.slotProps,
            formHelperText: { role: fieldState.error ? 'alert' : undefined },
            htmlInput: { ...(rest.slotProps?.htmlInput as object), 'aria-invalid': !!fieldState.error },
          }}
        />
      )}
    />
  );
}

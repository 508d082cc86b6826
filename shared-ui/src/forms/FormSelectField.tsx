import type { TextFieldProps } from '@mui/material/TextField';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { Option } from '@powernest/domain';
import { nativeOptions } from '../components/NativeSelectField';
import { FormTextField } from './FormTextField';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly Option[];
  /** Text of the empty choice; omit to offer none. */
  placeholder?: string;
} & Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'select'>;

/**
 * A select over one of the domain's option lists (labels come from the domain, once). A native
 * <select>: it opens at the first tap, before the page's script runs or without it, with the
 * phone's own picker (NativeSelectField is the same outside a react-hook-form form).
 */
export function FormSelectField<T extends FieldValues>({ options, placeholder, slotProps, ...rest }: Props<T>) {
  return (
    <FormTextField
      {...rest}
      select
      slotProps={{ ...slotProps, select: { native: true } }}
    >
      {nativeOptions(options, placeholder)}
    </FormTextField>
  );
}

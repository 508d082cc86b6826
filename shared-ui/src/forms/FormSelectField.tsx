import MenuItem from '@mui/material/MenuItem';
import type { TextFieldProps } from '@mui/material/TextField';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { Option } from '@powernest/domain';
import { FormTextField } from './FormTextField';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly Option[];
  /** Text of the empty choice; omit to offer none. */
  placeholder?: string;
} & Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'select'>;

/** A select over one of the domain's option lists (labels come from the domain, once). */
export function FormSelectField<T extends FieldValues>({ options, placeholder, ...rest }: Props<T>) {
  return (
    <FormTextField {...rest} select>
      {placeholder !== undefined ? (
        <MenuItem value="">
          <em>{placeholder}</em>
        </MenuItem>
      ) : null}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

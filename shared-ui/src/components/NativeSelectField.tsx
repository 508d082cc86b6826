import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Option } from '@powernest/domain';

/** A select's choices as <option>s: the empty choice first when it has a text. */
export function nativeOptions(options: readonly Option[], placeholder?: string) {
  return (
    <>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}

type Props = {
  options: readonly Option[];
  /** Text of the empty choice; omit to offer none. */
  placeholder?: string;
} & Omit<TextFieldProps, 'select' | 'children'>;

/**
 * A select as the phone's own picker (a native <select>): it opens at the first tap, before the
 * page's script runs or without it, and its label stays above it (a native select always shows a
 * choice). The form fields' version, bound to react-hook-form, is FormSelectField.
 */
export function NativeSelectField({ options, placeholder, slotProps, ...rest }: Props) {
  return (
    <TextField {...rest} select slotProps={{ inputLabel: { shrink: true }, ...slotProps, select: { native: true } }}>
      {nativeOptions(options, placeholder)}
    </TextField>
  );
}

import TextField from '@mui/material/TextField';

/** A list's day range (YYYY-MM-DD, both included): each end bounds the other's picker. */
export function DateRangeFields({ from, to, labels, onChange }: {
  from: string | undefined;
  to: string | undefined;
  labels: { from: string; to: string };
  onChange: (key: 'from' | 'to', value: string) => void;
}) {
  const ends = [
    { key: 'from', value: from, bound: { max: to } },
    { key: 'to', value: to, bound: { min: from } },
  ] as const;
  return ends.map(({ key, value, bound }) => (
    <TextField
      key={key}
      type="date"
      size="small"
      label={labels[key]}
      value={value ?? ''}
      onChange={(e) => onChange(key, e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: bound }}
    />
  ));
}

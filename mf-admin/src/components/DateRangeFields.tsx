import TextField from '@mui/material/TextField';

/** A list's day range (YYYY-MM-DD, both included): each end bounds the other's picker. */
export function DateRangeFields({ from, to, labels, onChange }: {
  from: string | undefined;
  to: string | undefined;
  labels: { from: string; to: string };
  onChange: (key: 'from' | 'to', value: string) => void;
}) {
  return (
    <>
      <TextField
        type="date"
        size="small"
        label={labels.from}
        value={from ?? ''}
        onChange={(e) => onChange('from', e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to } }}
      />
      <TextField
        type="date"
        size="small"
        label={labels.to}
        value={to ?? ''}
        onChange={(e) => onChange('to', e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from } }}
      />
    </>
  );
}

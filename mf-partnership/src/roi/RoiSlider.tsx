import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SliderRange } from '@powernest/domain';

interface Props {
  id: string;
  label: string;
  value: number;
  range: SliderRange;
  /** How the value is shown on screen ("$25", "30 min"). */
  format: (value: number) => string;
  /** How a screen reader reads the value ("25 dollars per customer"). */
  valueText: (value: number) => string;
  onChange: (value: number) => void;
}

/** A labelled slider whose value is shown beside its label and read out to screen readers. */
export function RoiSlider({ id, label, value, range, format, valueText, onChange }: Props) {
  const labelId = `${id}-label`;
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Typography id={labelId} component="span" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography component="span" data-testid={`${id}-value`} sx={{ fontWeight: 800, color: 'primary.main', fontSize: '1.1rem', whiteSpace: 'nowrap' }}>
          {format(value)}
        </Typography>
      </Stack>
      <Slider
        id={id}
        aria-labelledby={labelId}
        value={value}
        min={range.min}
        max={range.max}
        step={range.step}
        onChange={(_, v) => onChange(v as number)}
        getAriaValueText={valueText}
        valueLabelDisplay="auto"
        valueLabelFormat={format}
        sx={{ mt: 0.5 }}
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: -1 }} aria-hidden="true">
        <Typography variant="caption" color="text.secondary">
          {format(range.min)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {format(range.max)}
        </Typography>
      </Stack>
    </Box>
  );
}

import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ROI_SLIDERS } from '@powernest/domain';
import { useEnhanced } from '../../components/useEnhanced';
import { usePartnershipText } from '../../i18n';
import { visuallyHidden } from '../../components/visuallyHidden';
import type { RoiSliderField } from './roiFields';
import { sliderValue } from './roiQuery';

interface Props {
  field: RoiSliderField;
  /** The number input's text, as typed. */
  text: string;
  onChange: (text: string) => void;
}

/**
 * One ROI input: a plain number input (named as the input, so the GET form sends it without
 * JavaScript) that a slider enhances once the page's code runs. Both show the same value.
 */
export function RoiSlider({ field, text, onChange }: Props) {
  const enhanced = useEnhanced();
  const t = usePartnershipText();
  const range = ROI_SLIDERS[field.key];
  const id = `roi-${field.key}`;
  const labelId = `${id}-label`;
  const value = sliderValue(field.key, text);
  const adornment = (unit: string | undefined, position: 'start' | 'end') =>
    unit ? <InputAdornment position={position}>{unit}</InputAdornment> : undefined;

  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <Typography id={labelId} component="label" htmlFor={id} sx={{ fontWeight: 600 }}>
          {field.label}
        </Typography>
        <TextField
          id={id}
          name={field.key}
          type="number"
          size="small"
          value={text}
          onChange={(e) => onChange(e.target.value)}
          // Leaving the field writes back the value the results use (clamped, or the default).
          onBlur={() => onChange(String(value))}
          slotProps={{
            htmlInput: { min: range.min, max: range.max, step: range.step, inputMode: 'numeric', 'aria-describedby': `${id}-range` },
            input: { startAdornment: adornment(field.prefix, 'start'), endAdornment: adornment(field.suffix, 'end') },
          }}
          sx={{ width: 128, flexShrink: 0, '& input': { fontWeight: 700, textAlign: 'right' } }}
        />
      </Stack>
      {/* Hidden, space kept, until it works: a slider that cannot move would be a dead control. */}
      <Box sx={{ visibility: enhanced ? 'visible' : 'hidden', px: 1 }}>
        <Slider
          aria-labelledby={labelId}
          value={value}
          min={range.min}
          max={range.max}
          step={range.step}
          onChange={(_, v) => onChange(String(v))}
          getAriaValueText={field.valueText}
          valueLabelDisplay="auto"
          valueLabelFormat={field.format}
          sx={{ mt: 0.5 }}
        />
      </Box>
      <Box id={`${id}-range`} sx={visuallyHidden}>
        {t('roi.slider.range', { min: field.format(range.min), max: field.format(range.max) })}
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: -1 }} aria-hidden="true">
        <Typography variant="caption" color="text.secondary">
          {field.format(range.min)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {field.format(range.max)}
        </Typography>
      </Stack>
    </Box>
  );
}

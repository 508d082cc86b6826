import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@powernest/shared-ui/components';
import {
  BUSINESS_TYPE_OPTIONS,
  DEFAULT_ROI_INPUTS,
  ROI_BUSINESS_TYPES,
  ROI_SLIDERS,
  calculateRoi,
  formatUsd,
  type RoiInputs,
} from '@powernest/domain';
import { TrendIcon } from '@powernest/shared-ui/icons';
import { LinkButton } from '../components/LinkButton';
import { visuallyHidden } from '../components/visuallyHidden';
import { RoiResults } from '../roi/RoiResults';
import { RoiSlider } from '../roi/RoiSlider';
import { ROI_CALCULATOR_PAGE } from '../pages';

/** The business types the §9 table knows, with the domain's labels ("other" has no factors). */
const ROI_TYPE_OPTIONS = BUSINESS_TYPE_OPTIONS.filter((o) => (ROI_BUSINESS_TYPES as readonly string[]).includes(o.value));

type SliderKey = keyof typeof ROI_SLIDERS;

const SLIDERS: ReadonlyArray<{
  key: SliderKey;
  label: string;
  format: (v: number) => string;
  valueText: (v: number) => string;
}> = [
  { key: 'dailyCustomers', label: 'Daily Customers', format: (v) => String(v), valueText: (v) => `${v} customers per day` },
  { key: 'averageDwellTime', label: 'Average Visit Time', format: (v) => `${v} min`, valueText: (v) => `${v} minutes` },
  { key: 'averageSpending', label: 'Average Spending per Customer', format: formatUsd, valueText: (v) => `${v} dollars` },
  { key: 'currentSatisfaction', label: 'Current Customer Satisfaction', format: (v) => `${v}%`, valueText: (v) => `${v} percent` },
];

export function RoiCalculatorPage() {
  const [inputs, setInputs] = useState<RoiInputs>(DEFAULT_ROI_INPUTS);
  // Recomputed on every render, i.e. on every input change (SPEC §2).
  const result = calculateRoi(inputs);
  const set = <K extends keyof RoiInputs>(key: K, value: RoiInputs[K]) => setInputs((prev) => ({ ...prev, [key]: value }));

  return (
    <PageContainer
      heading={ROI_CALCULATOR_PAGE.heading}
      intro="See what free phone charging is worth to your business: longer visits, happier customers and more revenue, at zero cost."
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: { xs: 4, md: 5 } }}>
        <LinkButton to="/partnership-application" variant="contained" size="large">
          Apply Now
        </LinkButton>
        <LinkButton to="/testimonials" variant="outlined" size="large">
          Read Success Stories
        </LinkButton>
      </Stack>

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
          alignItems: 'start',
        }}
      >
        <Card variant="outlined" component="section" aria-labelledby="roi-inputs-heading" sx={{ position: { md: 'sticky' }, top: { md: 24 } }}>
          <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
            <Typography id="roi-inputs-heading" variant="h3" component="h2" gutterBottom>
              Your Business
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              Results update as you change any value.
            </Typography>
            <Stack spacing={3.5}>
              <TextField
                select
                id="roi-business-type"
                label="Business Type"
                required
                value={inputs.businessType}
                onChange={(e) => set('businessType', e.target.value)}
                helperText={inputs.businessType ? undefined : 'Choose a type to see your results'}
                fullWidth
              >
                {ROI_TYPE_OPTIONS.map((o) => (
                  <MenuItem key={o.value} value={o.value}>
                    {o.label}
                  </MenuItem>
                ))}
              </TextField>
              {SLIDERS.map((s) => (
                <RoiSlider
                  key={s.key}
                  id={`roi-${s.key}`}
                  label={s.label}
                  value={inputs[s.key]}
                  range={ROI_SLIDERS[s.key]}
                  format={s.format}
                  valueText={s.valueText}
                  onChange={(v) => set(s.key, v)}
                />
              ))}
            </Stack>
          </CardContent>
        </Card>

        <Box component="section" aria-labelledby="roi-results-heading" data-testid="roi-results">
          <Typography id="roi-results-heading" variant="h3" component="h2" sx={visuallyHidden}>
            Your Projected Results
          </Typography>
          {/* A short, polite summary for screen readers instead of re-reading every card. */}
          <Box aria-live="polite" sx={visuallyHidden}>
            {result
              ? `Estimated extra revenue ${formatUsd(result.monthlyBenefit)} per month, ${formatUsd(result.yearlyBenefit)} per year.`
              : ''}
          </Box>
          {result ? (
            <RoiResults result={result} inputs={inputs} />
          ) : (
            <Card variant="outlined" sx={{ borderStyle: 'dashed', borderWidth: 2, textAlign: 'center' }}>
              <CardContent sx={{ py: { xs: 5, md: 8 }, px: 3 }}>
                <Box
                  sx={{
                    width: 64,
                    height: 64,
                    mx: 'auto',
                    mb: 2,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'rgba(11,110,79,0.1)',
                    color: 'primary.main',
                  }}
                >
                  <TrendIcon size={32} />
                </Box>
                <Typography variant="h3" component="h3" gutterBottom>
                  Select Your Business Type
                </Typography>
                <Typography color="text.secondary" sx={{ maxWidth: 420, mx: 'auto' }}>
                  Choose your type of business to see projected benefits, revenue impact and the value of your free
                  partnership.
                </Typography>
              </CardContent>
            </Card>
          )}
        </Box>
      </Box>
    </PageContainer>
  );
}

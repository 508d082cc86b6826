import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@powernest/shared-ui/components';
import { BUSINESS_TYPE_OPTIONS, ROI_BUSINESS_TYPES, calculateRoi, formatUsd } from '@powernest/domain';
import { TrendIcon } from '@powernest/shared-ui/icons';
import { LinkButton } from '../../components/LinkButton';
import { useEnhanced } from '../../components/useEnhanced';
import { visuallyHidden } from '../../components/visuallyHidden';
import { RoiResults } from './RoiResults';
import { RoiSlider } from './RoiSlider';
import { BUSINESS_TYPE_LABEL, BUSINESS_TYPE_PLACEHOLDER, CALCULATE_LABEL, RESULTS_HINT, ROI_SLIDER_FIELDS } from './roiFields';
import { useRoiForm } from './useRoiForm';
import { ROI_CALCULATOR_PAGE, APPLICATION_PAGE } from '../../pages';
import { SplitLayout } from '../../components/SplitLayout';

/** The business types the §9 table knows, with the domain's labels ("other" has no factors). */
const ROI_TYPE_OPTIONS = BUSINESS_TYPE_OPTIONS.filter((o) => (ROI_BUSINESS_TYPES as readonly string[]).includes(o.value));

export function RoiCalculatorPage() {
  const { values, inputs, setField, formRef, resultsRef, onSubmit } = useRoiForm();
  const enhanced = useEnhanced();
  // Recomputed on every render, i.e. on every input change (SPEC §2); on the server, from the query.
  const result = calculateRoi(inputs);

  return (
    <PageContainer
      heading={ROI_CALCULATOR_PAGE.heading}
      intro="See what free phone charging is worth to your business: longer visits, happier customers and more revenue, at zero cost."
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: { xs: 4, md: 5 } }}>
        <LinkButton to={APPLICATION_PAGE.path} variant="contained" size="large">
          Apply Now
        </LinkButton>
        <LinkButton to="/testimonials" variant="outlined" size="large">
          Read Success Stories
        </LinkButton>
      </Stack>

      <SplitLayout ratio={[5, 7]}>
        <Card variant="outlined" component="section" aria-labelledby="roi-inputs-heading" sx={{ position: { md: 'sticky' }, top: { md: 24 } }}>
          <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
            <Typography id="roi-inputs-heading" variant="h3" component="h2" gutterBottom>
              Your Business
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              {enhanced ? RESULTS_HINT.live : RESULTS_HINT.plain}
            </Typography>
            {/* A plain GET form: without JavaScript, Calculate asks the server for the results. */}
            <Stack component="form" method="get" action={ROI_CALCULATOR_PAGE.path} ref={formRef} onSubmit={onSubmit} spacing={3.5}>
              <TextField
                select
                id="roi-business-type"
                name="businessType"
                label={BUSINESS_TYPE_LABEL}
                required
                value={values.businessType}
                onChange={(e) => setField('businessType', e.target.value)}
                helperText={inputs.businessType ? undefined : 'Choose a type to see your results'}
                fullWidth
                // Native: it opens on the first tap, before the page's code has run.
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="" disabled>
                  {BUSINESS_TYPE_PLACEHOLDER}
                </option>
                {ROI_TYPE_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </TextField>
              {ROI_SLIDER_FIELDS.map((field) => (
                <RoiSlider key={field.key} field={field} text={values[field.key]} onChange={(text) => setField(field.key, text)} />
              ))}
              <Button type="submit" variant="contained" size="large">
                {CALCULATE_LABEL}
              </Button>
            </Stack>
          </CardContent>
        </Card>

        <Box
          component="section"
          ref={resultsRef}
          tabIndex={-1}
          aria-labelledby="roi-results-heading"
          data-testid="roi-results"
          sx={{ outline: 'none', scrollMarginTop: 16 }}
        >
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
                    bgcolor: ({ palette }) => alpha(palette.primary.main, 0.1),
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
      </SplitLayout>
    </PageContainer>
  );
}

import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@powernest/shared-ui/components';
import { ROI_BUSINESS_TYPES, calculateRoi, optionsIn, pageIn } from '@powernest/domain';
import { useLanguage } from '@powernest/shared-ui/i18n';
import { TrendIcon } from '@powernest/shared-ui/icons';
import { ApplyNowButton } from '../../components/ApplyNowButton';
import { PageLinkButton } from '../../components/PageLinkButton';
import { TESTIMONIALS_PAGE } from '../../components/otherPages';
import { usePartnershipText } from '../../i18n';
import { usdIn } from '../../i18n/figures';
import { useEnhanced } from '../../components/useEnhanced';
import { visuallyHidden } from '../../components/visuallyHidden';
import { RoiResults } from './RoiResults';
import { RoiSlider } from './RoiSlider';
import { roiSliderFields } from './roiFields';
import { useRoiForm } from './useRoiForm';
import { ROI_CALCULATOR_PAGE } from '../../pages';
import { SplitLayout } from '../../components/SplitLayout';
import { useHref } from '@powernest/shared-ui/router';

/** The business types the product.md §9 table knows, with the domain's labels in the language ("other" has no factors). */
const roiTypeOptions = (language: Parameters<typeof optionsIn>[0]) => optionsIn(language, 'businessType').filter((o) => (ROI_BUSINESS_TYPES as readonly string[]).includes(o.value));

export function RoiCalculatorPage() {
  const { values, inputs, setField, formRef, resultsRef, onSubmit } = useRoiForm();
  const enhanced = useEnhanced();
  // Recomputed on every render, i.e. on every input change (product.md §2); on the server, from the query.
  const result = calculateRoi(inputs);
  const t = usePartnershipText();
  const language = useLanguage();
  const page = pageIn(ROI_CALCULATOR_PAGE, language);
  const usd = usdIn(language);
  // The form posts to this page in its language (/es/roi-calculator on the Spanish site).
  const action = useHref(ROI_CALCULATOR_PAGE.path);

  return (
    <PageContainer heading={page.heading} intro={t('roi.intro')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: { xs: 4, md: 5 } }}>
        <ApplyNowButton />
        <PageLinkButton page={TESTIMONIALS_PAGE} variant="outlined" size="large">
          {t('roi.stories')}
        </PageLinkButton>
      </Stack>

      <SplitLayout ratio={[5, 7]}>
        <Card variant="outlined" component="section" aria-labelledby="roi-inputs-heading" sx={{ position: { md: 'sticky' }, top: { md: 24 } }}>
          <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
            <Typography id="roi-inputs-heading" variant="h3" component="h2" gutterBottom>
              {t('roi.inputs.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              {t(enhanced ? 'roi.hint.live' : 'roi.hint.plain')}
            </Typography>
            {/* A plain GET form: without JavaScript, Calculate asks the server for the results. */}
            <Stack component="form" method="get" action={action} ref={formRef} onSubmit={onSubmit} spacing={3.5}>
              <TextField
                select
                id="roi-business-type"
                name="businessType"
                label={t('roi.businessType')}
                required
                value={values.businessType}
                onChange={(e) => setField('businessType', e.target.value)}
                helperText={inputs.businessType ? undefined : t('roi.businessType.help')}
                fullWidth
                // Native: it opens on the first tap, before the page's code has run.
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="" disabled>
                  {t('roi.businessType.placeholder')}
                </option>
                {roiTypeOptions(language).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </TextField>
              {roiSliderFields(t, language).map((field) => (
                <RoiSlider key={field.key} field={field} text={values[field.key]} onChange={(text) => setField(field.key, text)} />
              ))}
              <Button type="submit" variant="contained" size="large">
                {t('roi.calculate')}
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
            {t('roi.results.title')}
          </Typography>
          {/* A short, polite summary for screen readers instead of re-reading every card. */}
          <Box aria-live="polite" sx={visuallyHidden}>
            {result
              ? t('roi.results.summary', { monthly: usd(result.monthlyBenefit), yearly: usd(result.yearlyBenefit) })
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
                  {t('roi.empty.title')}
                </Typography>
                <Typography color="text.secondary" sx={{ maxWidth: 420, mx: 'auto' }}>
                  {t('roi.empty.text')}
                </Typography>
              </CardContent>
            </Card>
          )}
        </Box>
      </SplitLayout>
    </PageContainer>
  );
}

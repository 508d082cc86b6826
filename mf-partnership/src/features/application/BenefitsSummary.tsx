import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CheckIcon } from '@powernest/shared-ui/icons';
import { PARTNER_BENEFITS } from '../../lib/offer';
import { usePartnershipText } from '../../i18n';
import { usePartnershipFigures } from '../../i18n/figures';

/** product.md §2: the benefits summary shown on the last step of the wizard. */
export function BenefitsSummary() {
  const t = usePartnershipText();
  const figures = usePartnershipFigures();
  return (
    <Box
      component="section"
      aria-labelledby="benefits-summary-heading"
      sx={{ mt: 3, p: { xs: 2, sm: 3 }, borderRadius: 2, bgcolor: ({ palette }) => alpha(palette.primary.main, 0.05), border: '1px solid', borderColor: ({ palette }) => alpha(palette.primary.main, 0.2) }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, gap: 1, mb: 2 }}
      >
        <Typography id="benefits-summary-heading" variant="h3" component="h3" sx={{ fontSize: '1.15rem' }}>
          {t('benefits.title')}
        </Typography>
        <Box
          sx={{ px: 1.5, py: 0.5, borderRadius: 5, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontWeight: 800, whiteSpace: 'nowrap' }}
        >
          {t('offer.totalFree', figures)}
        </Box>
      </Stack>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {PARTNER_BENEFITS.map((b) => (
          <Stack component="li" key={b} direction="row" spacing={1.25} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ color: 'primary.main', mt: '2px', flexShrink: 0 }}>
              <CheckIcon size={18} />
            </Box>
            <Box>
              <Typography sx={{ fontWeight: 700, lineHeight: 1.35 }}>{t(`benefits.${b}.title`, figures)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`benefits.${b}.text`, figures)}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Box>
    </Box>
  );
}

import { alpha } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { usePartnershipText } from '../../i18n';
import { usePartnershipFigures } from '../../i18n/figures';
import { FAQ_PAGE } from '../../pages';
import { ServiceAreasCard } from './ServiceAreasCard';

/** Beside the wizard: what happens after sending, and what it costs (nothing). */
export function WizardAside() {
  const t = usePartnershipText();
  const figures = usePartnershipFigures();
  return (
    <Stack spacing={3} component="aside" aria-label={t('wizard.aside')}>
      <ServiceAreasCard />
      <Card variant="outlined">
        <CardContent sx={{ p: 3 }}>
          <Typography variant="h3" component="h2" gutterBottom sx={{ fontSize: '1.15rem' }}>
            {t('wizard.next.title')}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 2.5, '& li': { mb: 1.25 }, color: 'text.secondary' }}>
            <li>{t('wizard.next.contact', figures)}</li>
            <li>{t('wizard.next.review', figures)}</li>
            <li>{t('wizard.next.evaluation')}</li>
            <li>{t('wizard.next.installation', figures)}</li>
          </Box>
        </CardContent>
      </Card>
      <Card variant="outlined" sx={{ bgcolor: ({ palette }) => alpha(palette.primary.main, 0.04) }}>
        <CardContent sx={{ p: 3 }}>
          <Typography variant="h3" component="h2" gutterBottom sx={{ fontSize: '1.15rem' }}>
            {t('wizard.zero.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {t('wizard.zero.text', figures)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('wizard.draftNote')}{' '}
            <Link component={RouterLink} to={FAQ_PAGE.path}>
              {t('wizard.readFaq')}
            </Link>
            .
          </Typography>
        </CardContent>
      </Card>
    </Stack>
  );
}

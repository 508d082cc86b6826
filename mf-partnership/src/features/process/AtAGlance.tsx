import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePartnershipText } from '../../i18n';
import { usePartnershipFigures } from '../../i18n/figures';

/** The offer's key numbers (product.md §1, §9) in one card. */
export function AtAGlance() {
  const t = usePartnershipText();
  const figures = usePartnershipFigures();
  const facts = [
    { value: figures.zero, label: t('process.glance.upfront') },
    { value: t('offer.totalFree', figures), label: t('process.glance.value', figures) },
    { value: figures.installationTime, label: t('process.glance.installation') },
    { value: '24/7', label: t('process.glance.support') },
    { value: figures.notice, label: t('process.glance.notice') },
  ];
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h3" component="h2" gutterBottom sx={{ fontSize: '1.15rem' }}>
          {t('process.glance.title')}
        </Typography>
        <Stack divider={<Divider flexItem />} spacing={1.5} sx={{ mt: 2 }}>
          {facts.map((f) => (
            <Box key={f.label}>
              <Typography sx={{ fontWeight: 800, fontSize: '1.25rem', color: 'primary.main', lineHeight: 1.3 }}>{f.value}</Typography>
              <Typography variant="body2" color="text.secondary">
                {f.label}
              </Typography>
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

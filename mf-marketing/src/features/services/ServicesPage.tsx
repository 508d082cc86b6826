import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { useLanguage } from '@powernest/shared-ui/i18n';
import { pageIn } from '@powernest/domain';
import { CheckList } from '../../components/CheckList';
import { FeatureCard } from '../../components/FeatureCard';
import { BoltIcon, ShieldIcon, ToolIcon, ClockIcon } from '@powernest/shared-ui/icons';
import { SERVICES_PAGE } from '../../pages';
import { PageContainer } from '@powernest/shared-ui/components';
import { TextCard } from '../../components/TextCard';
import { useMarketingText } from '../../i18n';
import { useOfferFigures } from '../../i18n/figures';
import { OFFER_BENEFIT_IDS } from '../../i18n/offer';

const SERVICES = [
  { title: 'services.freeKiosks.title', icon: <BoltIcon size={28} />, text: 'services.freeKiosks.text' },
  { title: 'services.installation.title', icon: <ToolIcon size={28} />, text: 'offer.installationService' },
  { title: 'services.maintenance.title', icon: <ClockIcon size={28} />, text: 'services.maintenance.text' },
  { title: 'services.liability.title', icon: <ShieldIcon size={28} />, text: 'services.liability.text' },
] as const;

const PROGRAM = [
  { title: 'services.supply.title', text: 'services.supply.text' },
  { title: 'services.riskRemoval.title', text: 'services.riskRemoval.text' },
  { title: 'services.satisfaction.title', text: 'services.satisfaction.text' },
] as const;

export function ServicesPage() {
  const t = useMarketingText();
  const figures = useOfferFigures();
  const page = pageIn(SERVICES_PAGE, useLanguage());
  return (
    <PageContainer component="div" roomy heading={page.heading} intro={t('services.intro')}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
        {SERVICES.map((s) => (
          <FeatureCard key={s.title} title={t(s.title)} icon={s.icon}>
            {t(s.text, figures)}
          </FeatureCard>
        ))}
      </Box>

      <Box component="section" aria-labelledby="program-title" sx={{ mt: { xs: 6, md: 9 } }}>
        <Typography id="program-title" variant="h2" gutterBottom>
          {t('services.program.title')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1.3fr 1fr' } }}>
          <Box sx={{ display: 'grid', gap: 2 }}>
            {PROGRAM.map((p) => (
              <TextCard key={p.title} title={t(p.title)} text={t(p.text, figures)} titleGap={0.5} />
            ))}
          </Box>
          <Card sx={{ bgcolor: 'brand.dark', color: 'common.white' }}>
            <CardContent sx={{ p: { xs: 3, md: 4 } }}>
              <Typography variant="h3" sx={{ fontSize: '1.3rem', mb: 2 }}>
                {t('services.benefits.title')}
              </Typography>
              <CheckList items={OFFER_BENEFIT_IDS.map((id) => t(id))} color="secondary.main" gap={1.2} />
              <Box sx={{ mt: 3, pt: 2, borderTop: '1px solid rgba(255,255,255,0.2)' }}>
                <Typography>{t('services.equipmentValue', figures)}</Typography>
                <Typography>{t('services.installationValue', figures)}</Typography>
                <Typography sx={{ fontSize: '1.6rem', fontWeight: 800, color: 'secondary.main' }}>
                  {t('services.total', figures)}
                </Typography>
              </Box>
              <Button component={RouterLink} to="/partnership-application" variant="contained" color="secondary" sx={{ mt: 2 }}>
                {t('cta.applyNow')}
              </Button>
            </CardContent>
          </Card>
        </Box>
      </Box>
    </PageContainer>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { OFFER_BENEFITS, OFFER_TEXT, OFFER_VALUES } from '@powernest/domain';
import { CheckList } from '../../components/CheckList';
import { FeatureCard } from '../../components/FeatureCard';
import { BoltIcon, ShieldIcon, ToolIcon, ClockIcon } from '@powernest/shared-ui/icons';
import { SERVICES_PAGE } from '../../pages';
import { PageContainer } from '@powernest/shared-ui/components';
import { TextCard } from '../../components/TextCard';

const SERVICES = [
  { title: 'FREE Kiosks', icon: <BoltIcon size={28} />, text: `Charging kiosks with power banks, worth ${OFFER_VALUES.equipment} — yours to offer at no cost.` },
  { title: 'Installation', icon: <ToolIcon size={28} />, text: OFFER_TEXT.installationService },
  { title: 'Maintenance', icon: <ClockIcon size={28} />, text: 'Maintenance, repairs and power-bank replacement covered, with 24/7 technical support.' },
  { title: 'Liability Coverage', icon: <ShieldIcon size={28} />, text: 'Complete liability coverage for the equipment and its use. Your business carries no risk.' },
];

const PROGRAM = [
  { title: 'Kiosk Supply', text: 'We supply, install and keep stocked a kiosk that fits your space and traffic.' },
  { title: 'Risk Removal', text: `Insurance, repairs and replacements are ours. ${OFFER_TEXT.endAnyTime} and no penalty; removal is free.` },
  { title: 'Customer Satisfaction', text: 'Customers charge while they stay — longer visits, better reviews, more repeat business.' },
];

const BENEFITS = OFFER_BENEFITS;

export function ServicesPage() {
  return (
    <PageContainer
      component="div"
      roomy
      heading={SERVICES_PAGE.heading}
      intro="Everything it takes to offer free phone charging to your customers — supplied, installed, insured and maintained by us."
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
        {SERVICES.map((s) => (
          <FeatureCard key={s.title} title={s.title} icon={s.icon}>
            {s.text}
          </FeatureCard>
        ))}
      </Box>

      <Box component="section" aria-labelledby="program-title" sx={{ mt: { xs: 6, md: 9 } }}>
        <Typography id="program-title" variant="h2" gutterBottom>
          Zero-Cost Partnership Program
        </Typography>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1.3fr 1fr' } }}>
          <Box sx={{ display: 'grid', gap: 2 }}>
            {PROGRAM.map((p) => (
              <TextCard key={p.title} title={p.title} text={p.text} titleGap={0.5} />
            ))}
          </Box>
          <Card sx={{ bgcolor: 'brand.dark', color: 'common.white' }}>
            <CardContent sx={{ p: { xs: 3, md: 4 } }}>
              <Typography variant="h3" sx={{ fontSize: '1.3rem', mb: 2 }}>
                Partnership Benefits
              </Typography>
              <CheckList items={BENEFITS} color="secondary.main" gap={1.2} />
              <Box sx={{ mt: 3, pt: 2, borderTop: '1px solid rgba(255,255,255,0.2)' }}>
                <Typography>Equipment value: {OFFER_VALUES.equipment}</Typography>
                <Typography>Installation value: {OFFER_VALUES.installation}</Typography>
                <Typography sx={{ fontSize: '1.6rem', fontWeight: 800, color: 'secondary.main' }}>
                  Total: {OFFER_VALUES.total}
                </Typography>
              </Box>
              <Button component={RouterLink} to="/partnership-application" variant="contained" color="secondary" sx={{ mt: 2 }}>
                Apply Now
              </Button>
            </CardContent>
          </Card>
        </Box>
      </Box>
    </PageContainer>
  );
}

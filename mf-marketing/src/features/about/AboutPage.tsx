import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { BRAND_DESCRIPTION, BRAND_NAME } from '@powernest/domain';
import partnershipUrl from '../../assets/partnership.svg';
import { CheckList } from '../../components/CheckList';
import { ABOUT_PAGE, CONTACT_PAGE } from '../../pages';
import { PageContainer } from '@powernest/shared-ui/components';

const COMMITMENTS = [
  'Risk-free partnerships for qualified businesses',
  'Personalized service, one business at a time',
  'Complete liability coverage and ongoing support',
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 4 }}>
      <Typography variant="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function AboutPage() {
  return (
    <PageContainer component="div" roomy heading={ABOUT_PAGE.heading}>
      <Box sx={{ display: 'grid', gap: 6, gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' }, alignItems: 'start', mt: 3 }}>
        <Box>
          <Section title="Who We Are">
            <Typography sx={{ mb: 2 }}>
              {BRAND_NAME} is {BRAND_DESCRIPTION.charAt(0).toLowerCase() + BRAND_DESCRIPTION.slice(1)} We place
              portable phone-charger kiosks — stations that lend fully charged power banks — in cafés, shops, offices,
              hotels, clinics, garages, salons and gyms.
            </Typography>
            <Typography sx={{ mb: 2 }}>
              We are not affiliated with any specific manufacturer. That independence lets us choose the kiosk that fits
              your space and your customers, not the one a brand wants to sell.
            </Typography>
          </Section>
          <Section title="Our Mission">
            <Typography sx={{ mb: 2 }}>
              Nobody should have to leave a place they enjoy because their phone died. Our mission is to keep America
              charged — and to give small businesses the same customer amenities big chains have, without the cost.
            </Typography>
          </Section>
          <Section title="Our Commitment">
            <CheckList items={COMMITMENTS} />
          </Section>
          <Button component={RouterLink} to={CONTACT_PAGE.path} variant="contained" size="large">
            Get FREE Kiosks
          </Button>
        </Box>
        <Box
          component="figure"
          aria-labelledby="trusted-partnership"
          sx={{ m: 0, p: 3, borderRadius: 4, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
        >
          <Box
            component="img"
            src={partnershipUrl}
            alt="A small-business storefront with a PowerNest charging kiosk inside"
            width={520}
            height={380}
            sx={{ width: '100%', height: 'auto', display: 'block' }}
          />
          <Box component="figcaption">
            <Typography id="trusted-partnership" component="h2" variant="h3" sx={{ mt: 2 }}>
              Trusted Partnership
            </Typography>
            <Typography color="text.secondary">
              Independent, local and accountable: one point of contact from the first call to the day-to-day support.
            </Typography>
          </Box>
        </Box>
      </Box>
    </PageContainer>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { BRAND_NAME, OFFER_CLAIMS, OFFER_VALUES, OFFER_PROMISES } from '@powernest/domain';
import { AnimatedLogo } from './AnimatedLogo';
import { KioskIllustration } from './KioskIllustration';
import { CheckList } from '../../components/CheckList';
import { FeatureCard } from '../../components/FeatureCard';
import { DollarIcon, ShieldIcon, SupportIcon } from '@powernest/shared-ui/icons';
import { HOME_PAGE, ABOUT_PAGE, CONTACT_PAGE } from '../../pages';

const CARDS = [
  { title: 'Zero Cost', icon: <DollarIcon size={28} />, text: 'The kiosk, installation, power banks and upkeep are free. No upfront cost and no monthly fees.' },
  { title: 'Zero Liability', icon: <ShieldIcon size={28} />, text: 'Complete liability coverage, with maintenance and repairs covered. You carry no risk.' },
  { title: 'Full Support', icon: <SupportIcon size={28} />, text: 'Professional installation and 24/7 technical support for you and your customers.' },
];

export function HomePage() {
  return (
    <>
      <Box component="section" sx={{ background: ({ palette }) => `linear-gradient(135deg, ${palette.brand.mint} 0%, ${palette.background.default} 55%, ${palette.brand.cream} 100%)` }}>
        <Container maxWidth="lg" sx={{ py: { xs: 5, md: 9 }, display: 'grid', gap: 5, gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' }, alignItems: 'center' }}>
          <Box>
            <AnimatedLogo />
            <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2.6rem', md: '3.6rem' }, mt: 2 }}>
              {HOME_PAGE.heading}
            </Typography>
            <Typography variant="h5" component="p" sx={{ mt: 2, fontWeight: 600 }}>
              FREE portable phone charger kiosks for small businesses
            </Typography>
            <Typography variant="h6" component="p" color="primary" sx={{ fontWeight: 700 }}>
              Zero cost, zero liability
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 4 }}>
              <Button component={RouterLink} to={CONTACT_PAGE.path} variant="contained" size="large">
                Get FREE Kiosks
              </Button>
              <Button component={RouterLink} to={ABOUT_PAGE.path} variant="outlined" size="large">
                Learn More
                {/* Read out as "Learn More about PowerNest": the link says where it goes. */}
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  about {BRAND_NAME}
                </Box>
              </Button>
            </Box>
          </Box>
          <KioskIllustration />
        </Container>
      </Box>

      <Container maxWidth="lg" component="section" aria-label="Why partner with us" sx={{ py: { xs: 5, md: 8 } }}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {CARDS.map((c) => (
            <FeatureCard key={c.title} title={c.title} icon={c.icon}>
              {c.text}
            </FeatureCard>
          ))}
        </Box>
      </Container>

      <Box component="section" aria-labelledby="included-title" sx={{ bgcolor: 'background.paper', borderTop: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 }, display: 'grid', gap: 5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Box>
            <Typography id="included-title" variant="h2" gutterBottom>
              Everything included, nothing to pay
            </Typography>
            <CheckList items={OFFER_CLAIMS} />
          </Box>
          <Box sx={{ alignSelf: 'center', p: { xs: 3, md: 5 }, borderRadius: 4, bgcolor: 'brand.dark', color: 'common.white' }}>
            <Typography variant="overline" sx={{ color: 'secondary.main', fontWeight: 700 }}>
              Your partnership value
            </Typography>
            <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto auto', rowGap: 1.5, columnGap: 3 }}>
              <Typography component="dt">Equipment</Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
                {OFFER_VALUES.equipment}
              </Typography>
              <Typography component="dt">Installation</Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
                {OFFER_VALUES.installation}
              </Typography>
              <Typography component="dt" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
                Total value
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: '1.5rem', color: 'secondary.main', textAlign: 'right' }}>
                {OFFER_VALUES.total}
              </Typography>
            </Box>
            <Button component={RouterLink} to="/partnership-application" variant="contained" color="secondary" sx={{ mt: 3 }}>
              Apply in {OFFER_PROMISES.applyIn}
            </Button>
          </Box>
        </Container>
      </Box>
    </>
  );
}

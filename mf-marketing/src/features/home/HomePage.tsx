import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { useLanguage } from '@powernest/shared-ui/i18n';
import { BRAND_NAME, pageIn } from '@powernest/domain';
import { AnimatedLogo } from './AnimatedLogo';
import { KioskIllustration } from './KioskIllustration';
import { CheckList } from '../../components/CheckList';
import { FeatureCard } from '../../components/FeatureCard';
import { PageButton } from '../../components/PageButton';
import { DollarIcon, ShieldIcon, SupportIcon } from '@powernest/shared-ui/icons';
import { HOME_PAGE, ABOUT_PAGE, CONTACT_PAGE } from '../../pages';
import { useMarketingText } from '../../i18n';
import { useOfferFigures } from '../../i18n/figures';
import { OFFER_CLAIM_IDS } from '../../i18n/offer';

const CARDS = [
  { title: 'home.zeroCost.title', icon: <DollarIcon size={28} />, text: 'home.zeroCost.text' },
  { title: 'home.zeroLiability.title', icon: <ShieldIcon size={28} />, text: 'home.zeroLiability.text' },
  { title: 'home.fullSupport.title', icon: <SupportIcon size={28} />, text: 'home.fullSupport.text' },
] as const;

export function HomePage() {
  const t = useMarketingText();
  const figures = useOfferFigures();
  const page = pageIn(HOME_PAGE, useLanguage());
  return (
    <>
      <Box component="section" sx={{ background: ({ palette }) => `linear-gradient(135deg, ${palette.brand.mint} 0%, ${palette.background.default} 55%, ${palette.brand.cream} 100%)` }}>
        <Container maxWidth="lg" sx={{ py: { xs: 5, md: 9 }, display: 'grid', gap: 5, gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' }, alignItems: 'center' }}>
          <Box>
            <AnimatedLogo />
            <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2.6rem', md: '3.6rem' }, mt: 2 }}>
              {page.heading}
            </Typography>
            <Typography variant="h5" component="p" sx={{ mt: 2, fontWeight: 600 }}>
              {t('home.tagline')}
            </Typography>
            <Typography variant="h6" component="p" color="primary" sx={{ fontWeight: 700 }}>
              {t('home.claim')}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 4 }}>
              <PageButton page={CONTACT_PAGE} variant="contained" size="large">
                {t('cta.getKiosks')}
              </PageButton>
              {/* "Learn More about PowerNest": the link says where it goes, in its text (what
                  search engines and Lighthouse's link-text audit read; "about PowerNest" hidden
                  on screen) and in its name (aria-label, the same words: a hidden span's leading
                  space was read away by some accessibility trees). */}
              <PageButton page={ABOUT_PAGE} variant="outlined" size="large" aria-label={`${t('home.learnMore')} ${t('home.learnMoreAbout', { brand: BRAND_NAME })}`}>
                {t('home.learnMore')}
                <Box component="span" sx={visuallyHidden}>
                  {` ${t('home.learnMoreAbout', { brand: BRAND_NAME })}`}
                </Box>
              </PageButton>
            </Box>
          </Box>
          <KioskIllustration label={t('home.kioskImage', { brand: BRAND_NAME })} />
        </Container>
      </Box>

      <Container maxWidth="lg" component="section" aria-label={t('home.cardsLabel')} sx={{ py: { xs: 5, md: 8 } }}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {CARDS.map((c) => (
            <FeatureCard key={c.title} title={t(c.title)} icon={c.icon}>
              {t(c.text)}
            </FeatureCard>
          ))}
        </Box>
      </Container>

      <Box component="section" aria-labelledby="included-title" sx={{ bgcolor: 'background.paper', borderTop: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 }, display: 'grid', gap: 5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Box>
            <Typography id="included-title" variant="h2" gutterBottom>
              {t('home.includedTitle')}
            </Typography>
            <CheckList items={OFFER_CLAIM_IDS.map((id) => t(id, figures))} />
          </Box>
          <Box sx={{ alignSelf: 'center', p: { xs: 3, md: 5 }, borderRadius: 4, bgcolor: 'brand.dark', color: 'common.white' }}>
            <Typography variant="overline" sx={{ color: 'secondary.main', fontWeight: 700 }}>
              {t('home.valueTitle')}
            </Typography>
            <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto auto', rowGap: 1.5, columnGap: 3 }}>
              <Typography component="dt">{t('home.valueEquipment')}</Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
                {figures.equipment}
              </Typography>
              <Typography component="dt">{t('home.valueInstallation')}</Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
                {figures.installation}
              </Typography>
              <Typography component="dt" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
                {t('home.valueTotal')}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: '1.5rem', color: 'secondary.main', textAlign: 'right' }}>
                {figures.total}
              </Typography>
            </Box>
            <Button component={RouterLink} to="/partnership-application" variant="contained" color="secondary" sx={{ mt: 3 }}>
              {t('home.applyIn', figures)}
            </Button>
          </Box>
        </Container>
      </Box>
    </>
  );
}

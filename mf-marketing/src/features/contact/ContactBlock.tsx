import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { BRAND_NAME, pageIn } from '@powernest/domain';
import { useLanguage } from '@powernest/shared-ui/i18n';
import { ContactForm } from './ContactForm';
import { CheckIcon } from '../../components/CheckIcon';
import { CONTACT_PAGE } from '../../pages';
import type { ContactBlockProps } from '../../exposes';
import { platformGuard } from '@powernest/shared-ui/remote';
import pkg from '../../../package.json';
import { useMarketingText, type MarketingTextId } from '../../i18n';
import { useOfferFigures } from '../../i18n/figures';

const REASONS = ['zeroCost', 'customers', 'independent'] as const;

const NEXT_STEPS = [
  'contact.next.submit',
  'contact.next.weContactYou',
  'contact.next.evaluation',
  'contact.next.installation',
] as const satisfies readonly MarketingTextId[];

/**
 * product.md §2 Contact: "Get Started Today" with the "Request FREE Equipment" form and a side panel.
 * Exposed on its own ('./ContactBlock') so other pages can embed it; there it is a section (h2).
 */
function ContactBlock({ headingLevel = 'h2' }: ContactBlockProps) {
  const t = useMarketingText();
  const language = useLanguage();
  const figures = useOfferFigures();
  const brand = { brand: BRAND_NAME };
  return (
    <Container maxWidth="lg" component="section" aria-labelledby="contact-block-title" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="contact-block-title" variant={headingLevel === 'h1' ? 'h1' : 'h2'} component={headingLevel} gutterBottom>
        {pageIn(CONTACT_PAGE, language).heading}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
        {t('contact.intro', figures)}
      </Typography>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <Card variant="outlined">
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Typography variant="h3" component={headingLevel === 'h1' ? 'h2' : 'h3'} gutterBottom>
              {t('contact.formTitle')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {t('contact.requiredNote')}
            </Typography>
            <ContactForm />
          </CardContent>
        </Card>
        <Box component="aside" aria-label={t('contact.whyLabel', brand)} sx={{ display: 'grid', gap: 3 }}>
          <Card sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            <CardContent sx={{ p: 3 }}>
              <Typography variant="h6" component="h3" gutterBottom>
                {t('contact.whyTitle', brand)}
              </Typography>
              {REASONS.map((r) => (
                <Box key={r} sx={{ display: 'flex', gap: 1.5, mt: 2 }}>
                  <CheckIcon color="secondary.main" />
                  <Box>
                    <Typography sx={{ fontWeight: 700 }}>{t(`contact.reason.${r}.title`)}</Typography>
                    <Typography variant="body2" sx={{ opacity: 0.9 }}>
                      {t(`contact.reason.${r}.text`, brand)}
                    </Typography>
                  </Box>
                </Box>
              ))}
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent sx={{ p: 3 }}>
              <Typography variant="h6" component="h3" gutterBottom>
                {t('contact.nextTitle')}
              </Typography>
              <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
                {NEXT_STEPS.map((step, i) => (
                  <Box component="li" key={step} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                    <Box
                      aria-hidden="true"
                      sx={{
                        width: 28,
                        height: 28,
                        flexShrink: 0,
                        borderRadius: '50%',
                        bgcolor: 'secondary.main',
                        display: 'grid',
                        placeItems: 'center',
                        fontWeight: 700,
                      }}
                    >
                      {i + 1}
                    </Box>
                    <Typography>{t(step, figures)}</Typography>
                  </Box>
                ))}
              </Box>
            </CardContent>
          </Card>
        </Box>
      </Box>
    </Container>
  );
}

// Exposed to other remotes: refuses a host whose platform this build was not made for.
export default platformGuard(pkg.name, pkg.dependencies['@powernest/shared-ui'], ContactBlock);

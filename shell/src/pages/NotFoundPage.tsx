import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { useSiteMenu } from '../layout/navigation';
import { useFrameText } from '../i18n';

export function NotFoundPage() {
  const t = useFrameText();
  const { home } = useSiteMenu();
  // A home page not offered in this language is left by a plain link (see NavItem.hrefLang).
  const homeLink = home.hrefLang ? { href: home.to, hrefLang: home.hrefLang } : { component: RouterLink, to: home.to };
  return (
    <Container maxWidth="md" sx={{ py: 10, textAlign: 'center', minHeight: '50vh' }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {t('notFoundHeading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('notFoundDescription')}
      </Typography>
      <Button {...homeLink} variant="contained">
        {t('backHome')}
      </Button>
    </Container>
  );
}

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { BrandLogo } from '@powernest/shared-ui/components';
import { BRAND_DESCRIPTION, BRAND_NAME, BRAND_TAGLINE } from '@powernest/domain';
import { useSiteMenu, type NavItem } from './navigation';

function FooterColumn({ title, items }: { title: string; items: NavItem[] }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography variant="subtitle2" component="h2" sx={{ color: 'common.white', mb: 1 }}>
        {title}
      </Typography>
      {items.map((item) => (
        <Link key={item.to} component={RouterLink} to={item.to} underline="hover" sx={{ display: 'block', color: 'grey.300', py: 0.5 }}>
          {item.label}
        </Link>
      ))}
    </Box>
  );
}

export function Footer() {
  const { leading, partnership, trailing, cta } = useSiteMenu();
  return (
    <Box component="footer" sx={{ bgcolor: '#10231c', color: 'grey.300', mt: 'auto', pt: 6, pb: 4 }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr' } }}>
          <Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
              <BrandLogo size={32} title="" />
              <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.2rem', color: 'common.white' }}>
                {BRAND_NAME}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {BRAND_NAME} is {BRAND_DESCRIPTION.charAt(0).toLowerCase() + BRAND_DESCRIPTION.slice(1)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'secondary.main', fontWeight: 600 }}>
              {BRAND_TAGLINE}
            </Typography>
          </Box>
          <FooterColumn title="Company" items={[...leading.filter((item) => item.to !== '/'), ...trailing]} />
          <FooterColumn title="Partnership" items={partnership} />
          {cta ? <FooterColumn title="Get in touch" items={[cta]} /> : null}
        </Box>
        <Typography variant="caption" component="p" sx={{ mt: 5, color: 'grey.500' }}>
          © {new Date().getFullYear()} {BRAND_NAME}. Independent distributor; not affiliated with any kiosk manufacturer.
        </Typography>
      </Container>
    </Box>
  );
}

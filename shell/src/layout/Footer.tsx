import Box from '@mui/material/Box';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { BrandLogo } from '@powernest/shared-ui/components';
import { BRAND_DESCRIPTION, BRAND_NAME, BRAND_TAGLINE } from '@powernest/domain';
import { useSiteMenu, type NavItem } from './navigation';
import { footerLinkSx, frameContainerSx } from './frameStyles';

function FooterColumn({ title, items }: { title: string; items: NavItem[] }) {
  return (
    <Box component="nav" aria-label={title}>
      <Box component="h2" sx={{ typography: 'subtitle2', color: 'common.white', mt: 0, mb: 1 }}>
        {title}
      </Box>
      {items.map((item) => (
        <Box key={item.to} component={RouterLink} to={item.to} sx={footerLinkSx}>
          {item.label}
        </Box>
      ))}
    </Box>
  );
}

export function Footer() {
  const { leading, partnership, trailing, cta } = useSiteMenu();
  return (
    <Box component="footer" sx={{ bgcolor: 'brand.dark', color: 'grey.300', mt: 'auto', pt: 6, pb: 4 }}>
      <Box sx={frameContainerSx}>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr' } }}>
          <Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
              <BrandLogo size={32} title="" />
              <Box component="span" sx={{ typography: 'body1', fontWeight: 800, fontSize: '1.2rem', color: 'common.white' }}>
                {BRAND_NAME}
              </Box>
            </Box>
            <Box component="p" sx={{ typography: 'body2', mt: 0, mb: 1 }}>
              {BRAND_NAME} is {BRAND_DESCRIPTION.charAt(0).toLowerCase() + BRAND_DESCRIPTION.slice(1)}
            </Box>
            <Box component="p" sx={{ typography: 'body2', m: 0, color: 'secondary.main', fontWeight: 600 }}>
              {BRAND_TAGLINE}
            </Box>
          </Box>
          <FooterColumn title="Company" items={[...leading.filter((item) => item.to !== '/'), ...trailing]} />
          <FooterColumn title="Partnership" items={partnership} />
          {cta ? <FooterColumn title="Get in touch" items={[cta]} /> : null}
        </Box>
        <Box component="p" sx={{ typography: 'caption', display: 'block', mt: 5, mb: 0, color: 'grey.500' }}>
          © {new Date().getFullYear()} {BRAND_NAME}. Independent distributor; not affiliated with any kiosk manufacturer.
        </Box>
      </Box>
    </Box>
  );
}

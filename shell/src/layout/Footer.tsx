import Box from '@mui/material/Box';
import { BrandLogo } from '@powernest/shared-ui/components';
import { BRAND_NAME } from '@powernest/domain';
import { useSiteMenu, type NavItem } from './navigation';
import { MenuLink } from './MenuLink';
import { useFrameText } from '../i18n';
import { footerLinkSx, frameContainerSx } from './frameStyles';

function FooterColumn({ title, items }: { title: string; items: NavItem[] }) {
  return (
    <Box component="nav" aria-label={title}>
      <Box component="h2" sx={{ typography: 'subtitle2', color: 'common.white', mt: 0, mb: 1 }}>
        {title}
      </Box>
      {items.map((item) => (
        <MenuLink key={item.to} item={item} sx={footerLinkSx} />
      ))}
    </Box>
  );
}

export function Footer() {
  const { leading, partnership, trailing, cta } = useSiteMenu();
  const t = useFrameText();
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
              {t('about')}
            </Box>
            <Box component="p" sx={{ typography: 'body2', m: 0, color: 'secondary.main', fontWeight: 600 }}>
              {t('tagline')}
            </Box>
          </Box>
          <FooterColumn title={t('company')} items={[...leading.filter((item) => item.to !== '/'), ...trailing]} />
          <FooterColumn title={t('partnership')} items={partnership} />
          {cta ? <FooterColumn title={t('getInTouch')} items={[cta]} /> : null}
        </Box>
        <Box component="p" sx={{ typography: 'caption', display: 'block', mt: 5, mb: 0, color: 'grey.500' }}>
          © {new Date().getFullYear()} {BRAND_NAME}. {t('disclaimer')}
        </Box>
      </Box>
    </Box>
  );
}

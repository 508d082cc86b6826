import { memo, Suspense, useRef } from 'react';
import Box from '@mui/material/Box';
import { Link as RouterLink, NavLink, useLocation } from '@powernest/shared-ui/router';
import { BrandLogo } from '@powernest/shared-ui/components';
import { useHydrated } from '@powernest/shared-ui';
import { BRAND_NAME } from '@powernest/domain';
import { ChevronDownIcon, MenuIcon } from '@powernest/shared-ui/icons';
import { isActivePath, useNavigationStore, useSiteMenu, type NavItem } from './navigation';
import { lazyMenu } from './lazyMenu';
import { hydrateLater } from '../ssr/hydrateLater';
import { AccountMenu } from '../session/AccountMenu';
import { frameButtonSx, frameContainerSx, frameCtaSx, frameIconButtonSx } from './frameStyles';

const partnershipMenu = lazyMenu(() => import('./PartnershipMenu').then((m) => m.PartnershipMenu));
const mobileMenu = lazyMenu(() => import('./MobileMenu').then((m) => m.MobileMenu));

function HeaderLink({ item }: { item: NavItem }) {
  return (
    <Box component={NavLink} to={item.to} end={item.to === '/'} sx={frameButtonSx}>
      {item.label}
    </Box>
  );
}

function PartnershipDropdown() {
  const anchor = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const open = useNavigationStore((s) => s.openDropdown === 'partnership');
  const toggle = useNavigationStore((s) => s.toggleDropdown);
  const close = useNavigationStore((s) => s.closeDropdown);
  const { partnership } = useSiteMenu();
  const active = partnership.some((item) => isActivePath(pathname, item.to));
  // Inert until React owns the page: a click before hydration would be lost (the footer links
  // the same pages for readers without JavaScript).
  const hydrated = useHydrated();
  return (
    <>
      <Box
        component="button"
        type="button"
        ref={anchor}
        id="partnership-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'partnership-menu' : undefined}
        className={active ? 'active' : undefined}
        disabled={!hydrated}
        onClick={() => toggle('partnership')}
        onPointerEnter={partnershipMenu.preload}
        onFocus={partnershipMenu.preload}
        sx={frameButtonSx}
      >
        Partnership
        <ChevronDownIcon style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />
      </Box>
      <partnershipMenu.LazyMenu open={open} onClose={close} anchorEl={anchor.current} />
    </>
  );
}

function DesktopNav() {
  const { leading, partnership, trailing, cta } = useSiteMenu();
  return (
    <>
      {leading.map((item) => (
        <HeaderLink key={item.to} item={item} />
      ))}
      {partnership.length ? <PartnershipDropdown /> : null}
      {trailing.map((item) => (
        <HeaderLink key={item.to} item={item} />
      ))}
      <Box sx={{ flex: 1 }} />
      {cta ? (
        <Box component={RouterLink} to={cta.to} sx={frameCtaSx}>
          {cta.label}
        </Box>
      ) : null}
    </>
  );
}

// Hidden on phones, and mostly links that work before hydration: hydrated after the rest.
const DesktopNavLinks = hydrateLater(DesktopNav);

/**
 * Memoised so the header's own re-render right after hydration (its menu button switching on)
 * does not reach the boundary while it still holds server HTML: React cannot hydrate a boundary
 * whose props changed, so it threw the links away and rendered them again, and a click that
 * landed in between was lost.
 */
const DesktopNavSlot = memo(function DesktopNavSlot() {
  return (
    <Suspense fallback={null}>
      <DesktopNavLinks />
    </Suspense>
  );
});

export function Header() {
  const setMobileMenuOpen = useNavigationStore((s) => s.setMobileMenuOpen);
  const mobileMenuOpen = useNavigationStore((s) => s.mobileMenuOpen);
  const hydrated = useHydrated();
  return (
    <Box
      component="header"
      sx={{ position: 'sticky', top: 0, zIndex: 'appBar', bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={frameContainerSx}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 64 }}>
          <Box
            component={RouterLink}
            to="/"
            aria-label={`${BRAND_NAME} home`}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none', mr: 2 }}
          >
            <BrandLogo size={36} title="" />
            <Box component="span" sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: '-0.01em' }}>
              {BRAND_NAME}
            </Box>
          </Box>
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5, flex: 1 }}>
            <DesktopNavSlot />
          </Box>
          <Box sx={{ flex: 1, display: { xs: 'block', md: 'none' } }} />
          <Box
            component="button"
            type="button"
            aria-label="Open menu"
            disabled={!hydrated}
            onClick={() => setMobileMenuOpen(true)}
            onPointerEnter={mobileMenu.preload}
            onFocus={mobileMenu.preload}
            sx={{ ...frameIconButtonSx, display: { xs: 'inline-flex', md: 'none' } }}
          >
            <MenuIcon />
          </Box>
          <AccountMenu />
        </Box>
      </Box>
      <mobileMenu.LazyMenu open={mobileMenuOpen} onClose={() => setMobileMenuOpen(false)} />
    </Box>
  );
}

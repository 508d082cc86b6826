import { memo, Suspense } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLocation } from '@powernest/shared-ui/router';
import { BrandLogo } from '@powernest/shared-ui/components';
import { useLanguage } from '@powernest/shared-ui/i18n';
import { BRAND_NAME, LANGUAGE_NAMES, SITE_LANGUAGES, languageSwitchHref } from '@powernest/domain';
import { ChevronDownIcon, MenuIcon } from '@powernest/shared-ui/icons';
import { isActivePath, useSiteMenu, type NavItem } from './navigation';
import { MenuLink } from './MenuLink';
import { messageIn } from '@powernest/shared-ui/i18n';
import { FRAME_TEXT, useFrameText } from '../i18n';
import { hydrateLater } from '../ssr/hydrateLater';
import { AccountMenu } from '../session/AccountMenu';
import { Disclosure } from './Disclosure';
import { frameButtonSx, frameContainerSx, frameCtaSx, frameIconButtonSx, framePanelLinkSx, framePanelSx } from './frameStyles';

function HeaderLink({ item }: { item: NavItem }) {
  return <MenuLink item={item} nav sx={frameButtonSx} />;
}

/** A link of an open menu panel (the dropdown, the phone menu). */
function PanelLink({ item, inset = false }: { item: NavItem; inset?: boolean }) {
  const { pathname } = useLocation();
  return <MenuLink item={item} current={isActivePath(pathname, item.to)} sx={{ ...framePanelLinkSx, pl: inset ? 4 : 2 }} />;
}

/**
 * The same page in the site's other language, where the page is offered in it: a plain link (it
 * works without JavaScript) to the site server, which remembers the choice and redirects.
 */
function LanguageSwitch({ sx }: { sx: SxProps<Theme> }) {
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const { languagesOf } = useSiteMenu();
  const other = SITE_LANGUAGES.find((l) => l !== language)!;
  if (!languagesOf(pathname).includes(other)) return null;
  return (
    // Named and marked in the language it leads to, as a visitor who reads only that one looks for it.
    <Box component="a" href={languageSwitchHref(pathname + search, other)} hrefLang={other} lang={other} aria-label={messageIn(FRAME_TEXT, other, 'viewInLanguage')} sx={sx}>
      {LANGUAGE_NAMES[other]}
    </Box>
  );
}

/** The chevron turns while its menu is open (CSS on the open <details>: no script needed). */
const turningChevron = { '&[open] > summary svg': { transform: 'rotate(180deg)' }, '& > summary svg': { transition: 'transform 150ms' } } as const;

function PartnershipDropdown() {
  const { pathname } = useLocation();
  const { partnership } = useSiteMenu();
  const t = useFrameText();
  const active = partnership.some((item) => isActivePath(pathname, item.to));
  return (
    <Disclosure
      sx={{ position: 'relative', ...turningChevron }}
      summary={
        <>
          {t('partnership')}
          <ChevronDownIcon />
        </>
      }
      summarySx={{ ...frameButtonSx, ...(active ? frameButtonSx['&.active, &[aria-current="page"]'] : {}) }}
      panelSx={{ ...framePanelSx, position: 'absolute', top: '100%', left: 0, mt: 0.5, minWidth: 240, py: 1 }}
    >
      <Box component="nav" aria-label={t('partnership')}>
        {partnership.map((item) => (
          <PanelLink key={item.to} item={item} />
        ))}
      </Box>
    </Disclosure>
  );
}

/**
 * From this width the header shows its links; below it, the menu button. 'lg' (1200 px): the
 * links in the longest language (Spanish) need ~1170 px, English ~980 px (issue #30).
 */
const WIDE = 'lg';

/** The phone's (and tablet's) menu: every entry, full-screen under the header, from a toggle that works without JavaScript. */
function MobileMenu() {
  const { leading, partnership, trailing, cta } = useSiteMenu();
  const t = useFrameText();
  return (
    <Disclosure
      label={t('openMenu')}
      // While it is open the page behind it does not scroll (CSS on the open <details>: no script).
      sx={{ display: { xs: 'block', [WIDE]: 'none' }, 'html:has(&[open])': { overflow: 'hidden' } }}
      summary={<MenuIcon />}
      summarySx={{ ...frameIconButtonSx, width: 48, height: 48 }}
      // Full-screen under the header's 64 px bar (which keeps the toggle that closes it), scrolling on its own.
      panelSx={{
        ...framePanelSx,
        position: 'fixed',
        top: 64,
        left: 0,
        right: 0,
        bottom: 0,
        borderRadius: 0,
        borderBottom: 0,
        boxShadow: 0,
        overflowY: 'auto',
        overscrollBehavior: 'contain',
        py: 1,
      }}
    >
      <Box component="nav" aria-label={t('mobileNav')}>
        {leading.map((item) => (
          <PanelLink key={item.to} item={item} />
        ))}
        {partnership.length ? (
          <Box role="group" aria-labelledby="mobile-partnership">
            <Box id="mobile-partnership" sx={{ ...framePanelLinkSx, color: 'text.secondary', typography: 'overline', cursor: 'default', '&:hover': {} }}>
              {t('partnership')}
            </Box>
            {partnership.map((item) => (
              <PanelLink key={item.to} item={item} inset />
            ))}
          </Box>
        ) : null}
        {trailing.map((item) => (
          <PanelLink key={item.to} item={item} />
        ))}
        {cta ? (
          <Box sx={{ px: 2, pt: 1, pb: 1 }}>
            <MenuLink item={cta} sx={{ ...frameCtaSx, display: 'flex', minHeight: 48 }} />
          </Box>
        ) : null}
        <LanguageSwitch sx={framePanelLinkSx} />
      </Box>
    </Disclosure>
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
      {cta ? <MenuLink item={cta} sx={frameCtaSx} /> : null}
      {/* 44 px: a touch target on tablets, which show this menu too. */}
      <LanguageSwitch sx={{ ...frameButtonSx, minHeight: 44, minWidth: 44 }} />
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
  const language = useLanguage();
  const t = useFrameText();
  const { home } = useSiteMenu();
  return (
    <Box
      component="header"
      sx={{ position: 'sticky', top: 0, zIndex: 'appBar', bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={frameContainerSx}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 64 }}>
          <MenuLink item={home} name={t('homeLink')} sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none', mr: 2 }}>
            <BrandLogo size={36} title="" />
            <Box component="span" sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: '-0.01em' }}>
              {BRAND_NAME}
            </Box>
          </MenuLink>
          <Box component="nav" aria-label={t('mainNav')} sx={{ display: { xs: 'none', [WIDE]: 'flex' }, alignItems: 'center', gap: 0.5, flex: 1 }}>
            <DesktopNavSlot />
          </Box>
          <Box sx={{ flex: 1, display: { xs: 'block', [WIDE]: 'none' } }} />
          <MobileMenu />
          <AccountMenu language={language} />
        </Box>
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink, useLocation } from '@powernest/shared-ui/router';
import { BrandLogo } from '@powernest/shared-ui/components';
import { BRAND_NAME } from '@powernest/domain';
import { ChevronDownIcon, CloseIcon } from '@powernest/shared-ui/icons';
import { isActivePath, useNavigationStore, useSiteMenu, type NavItem } from './navigation';

/** The full-screen menu small screens get from the header's toggle button. */
export function MobileMenu() {
  const { leading, partnership, trailing, cta } = useSiteMenu();
  const { pathname } = useLocation();
  const open = useNavigationStore((s) => s.mobileMenuOpen);
  const setOpen = useNavigationStore((s) => s.setMobileMenuOpen);
  const partnershipOpen = useNavigationStore((s) => s.openDropdown === 'mobile-partnership');
  const toggleDropdown = useNavigationStore((s) => s.toggleDropdown);
  const close = () => setOpen(false);

  const item = (nav: NavItem, inset = false) => (
    <ListItemButton
      key={nav.to}
      component={RouterLink}
      to={nav.to}
      onClick={close}
      selected={isActivePath(pathname, nav.to)}
      aria-current={isActivePath(pathname, nav.to) ? 'page' : undefined}
      sx={{ pl: inset ? 5 : 3, py: 1.5 }}
    >
      <ListItemText primary={nav.label} slotProps={{ primary: { sx: { fontSize: '1.15rem', fontWeight: 600 } } }} />
    </ListItemButton>
  );

  return (
    <Dialog fullScreen open={open} onClose={close} slotProps={{ paper: { 'aria-label': 'Site menu' } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <BrandLogo size={32} title="" />
        <Box component="span" sx={{ fontWeight: 800, fontSize: '1.2rem', flex: 1 }}>
          {BRAND_NAME}
        </Box>
        <IconButton aria-label="Close menu" onClick={close}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label="Mobile">
        <List>
          {leading.map((nav) => item(nav))}
          <ListItemButton
            onClick={() => toggleDropdown('mobile-partnership')}
            aria-expanded={partnershipOpen}
            sx={{ pl: 3, py: 1.5 }}
          >
            <ListItemText primary="Partnership" slotProps={{ primary: { sx: { fontSize: '1.15rem', fontWeight: 600 } } }} />
            <ChevronDownIcon style={{ transform: partnershipOpen ? 'rotate(180deg)' : undefined }} />
          </ListItemButton>
          <Collapse in={partnershipOpen}>
            <List disablePadding>{partnership.map((nav) => item(nav, true))}</List>
          </Collapse>
          {trailing.map((nav) => item(nav))}
        </List>
        <Box sx={{ px: 3, pt: 2 }}>
          {cta ? (
            <Button component={RouterLink} to={cta.to} onClick={close} variant="contained" size="large" fullWidth>
              {cta.label}
            </Button>
          ) : null}
        </Box>
      </Box>
    </Dialog>
  );
}

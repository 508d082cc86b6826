import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink, useLocation } from '@powernest/shared-ui/router';
import { isActivePath, useNavigationStore, useSiteMenu } from './navigation';

/** The header's Partnership dropdown (loaded when it first opens; see Header). */
export function PartnershipMenu({ anchorEl }: { anchorEl: HTMLElement | null }) {
  const { pathname } = useLocation();
  const open = useNavigationStore((s) => s.openDropdown === 'partnership');
  const close = useNavigationStore((s) => s.closeDropdown);
  return (
    <Menu
      id="partnership-menu"
      anchorEl={anchorEl}
      open={open}
      onClose={close}
      slotProps={{ list: { 'aria-labelledby': 'partnership-button' } }}
    >
      {useSiteMenu().partnership.map((item) => (
        <MenuItem
          key={item.to}
          component={RouterLink}
          to={item.to}
          selected={isActivePath(pathname, item.to)}
          aria-current={isActivePath(pathname, item.to) ? 'page' : undefined}
          onClick={close}
        >
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}

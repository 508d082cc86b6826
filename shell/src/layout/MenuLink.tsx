import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink, NavLink } from '@powernest/shared-ui/router';
import type { NavItem } from './navigation';

interface Props {
  item: NavItem;
  sx: SxProps<Theme>;
  /** A NavLink, which marks the current page itself. */
  nav?: boolean;
  current?: boolean;
  /** Shown instead of the item's label (the logo), with `name` naming the link. */
  children?: ReactNode;
  name?: string;
}

/**
 * A menu entry's link: a router link (the basename keeps the visitor in the page's language), or,
 * for a page not offered in the menu's language, a plain link to its English address (see
 * NavItem.hrefLang).
 */
export function MenuLink({ item, sx, nav = false, current = false, children = item.label, name }: Props) {
  const common = { sx, children, 'aria-label': name };
  if (item.hrefLang) return <Box component="a" href={item.to} hrefLang={item.hrefLang} {...common} />;
  if (nav) return <Box component={NavLink} to={item.to} end={item.to === '/'} {...common} />;
  return <Box component={RouterLink} to={item.to} aria-current={current ? 'page' : undefined} {...common} />;
}

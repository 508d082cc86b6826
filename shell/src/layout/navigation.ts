import { createContext, useContext } from 'react';
import { menuOf, type SiteRemote } from '@powernest/domain';

export interface NavItem {
  label: string;
  to: string;
}

/**
 * Where the Partnership dropdown sits among the main entries: a remote's `main` entry ordered
 * before it leads the header, one after it trails (SPEC §2: Home, About, Services, Partnership,
 * Locations, FAQ, then Get Started).
 */
const PARTNERSHIP_DROPDOWN_ORDER = 40;

/** The header, mobile menu and footer's entries, composed from the remotes' menu entries. */
export interface SiteMenu {
  leading: NavItem[];
  partnership: NavItem[];
  trailing: NavItem[];
  /** The call to action (Get Started), if a remote offers one. */
  cta: NavItem | null;
}

export function siteMenu(remotes: readonly SiteRemote[]): SiteMenu {
  const item = ({ label, to }: NavItem): NavItem => ({ label, to });
  const main = menuOf(remotes, 'main');
  return {
    leading: main.filter((m) => m.order < PARTNERSHIP_DROPDOWN_ORDER).map(item),
    partnership: menuOf(remotes, 'partnership').map(item),
    trailing: main.filter((m) => m.order >= PARTNERSHIP_DROPDOWN_ORDER).map(item),
    cta: menuOf(remotes, 'cta').map(item)[0] ?? null,
  };
}

export const SiteMenuContext = createContext<SiteMenu>({ leading: [], partnership: [], trailing: [], cta: null });

/** The site's menu, as the shell composed it for this page. */
export function useSiteMenu(): SiteMenu {
  return useContext(SiteMenuContext);
}

export function isActivePath(pathname: string, to: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}

import { createContext, useContext } from 'react';
import { useLanguage } from '@powernest/shared-ui/i18n';
import { BRAND_NAME, DEFAULT_LANGUAGE, findPage, languagesOfPage, menuLabelIn, menuOf, type MenuEntry, type SiteLanguage, type SiteRemote } from '@powernest/domain';
import { SHELL_PAGES } from '../pages/shellPages';

export interface NavItem {
  /** In the menu's language. */
  label: string;
  to: string;
  /**
   * Set when the page is not offered in the menu's language: the language it is shown in. Such
   * an entry is a plain link (a full page load): a router link would stay under the basename
   * (/es) and lead to an address the page does not have.
   */
  hrefLang?: SiteLanguage;
}

/**
 * Where the Partnership dropdown sits among the main entries: a remote's `main` entry ordered
 * before it leads the header, one after it trails (product.md §2: Home, About, Services, Partnership,
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
  /** The home page (the logo, the 404 page's way back). */
  home: NavItem;
  /** The languages the page at a path (without the language prefix) is offered in; none where no page is (the 404 page). */
  languagesOf(path: string): SiteLanguage[];
  /** The same menu in a language (built once per language). */
  inLanguage(language: SiteLanguage): SiteMenu;
}

/** The site's menu in a language (English unless told). */
export function siteMenu(remotes: readonly SiteRemote[], language: SiteLanguage = DEFAULT_LANGUAGE, built = new Map<SiteLanguage, SiteMenu>()): SiteMenu {
  const languagesOf = (path: string): SiteLanguage[] => {
    const match = findPage(remotes, SHELL_PAGES, path);
    return match ? languagesOfPage(match.page) : [];
  };
  const link = (label: string, to: string): NavItem =>
    // Every path has its English page (or the English 404): only a translated menu can lead out of its language.
    language === DEFAULT_LANGUAGE || languagesOf(to).includes(language) ? { label, to } : { label, to, hrefLang: DEFAULT_LANGUAGE };
  const item = (entry: MenuEntry) => link(menuLabelIn(entry, language), entry.to);
  const main = menuOf(remotes, 'main');
  const menu: SiteMenu = {
    leading: main.filter((m) => m.order < PARTNERSHIP_DROPDOWN_ORDER).map(item),
    partnership: menuOf(remotes, 'partnership').map(item),
    trailing: main.filter((m) => m.order >= PARTNERSHIP_DROPDOWN_ORDER).map(item),
    cta: menuOf(remotes, 'cta').map(item)[0] ?? null,
    home: link(BRAND_NAME, '/'),
    languagesOf,
    inLanguage(other) {
      if (other === language) return menu;
      if (!built.has(other)) built.set(other, siteMenu(remotes, other, built));
      return built.get(other)!;
    },
  };
  return menu;
}

export const SiteMenuContext = createContext<SiteMenu>(siteMenu([]));

/** The site's menu, as the shell composed it, in the page's language (the router's basename decides it). */
export function useSiteMenu(): SiteMenu {
  return useContext(SiteMenuContext).inLanguage(useLanguage());
}

export function isActivePath(pathname: string, to: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}

import { create } from 'zustand';

export interface NavItem {
  label: string;
  to: string;
}

/** SPEC §2 "Header and footer", in header order. */
export const LEADING_NAV: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'Services', to: '/services' },
];
export const PARTNERSHIP_NAV: NavItem[] = [
  { label: 'Process', to: '/partnership-process' },
  { label: 'Apply Now', to: '/partnership-application' },
  { label: 'ROI Calculator', to: '/roi-calculator' },
  { label: 'Success Stories', to: '/testimonials' },
];
export const TRAILING_NAV: NavItem[] = [
  { label: 'Locations', to: '/find-locations' },
  { label: 'FAQ', to: '/faq' },
];
export const GET_STARTED: NavItem = { label: 'Get Started', to: '/contact' };

export type DropdownId = 'partnership' | 'mobile-partnership';

interface NavigationState {
  /** Only one dropdown is open at a time, so the state is which one (if any). */
  openDropdown: DropdownId | null;
  mobileMenuOpen: boolean;
  toggleDropdown: (id: DropdownId) => void;
  closeDropdown: () => void;
  setMobileMenuOpen: (open: boolean) => void;
}

export const useNavigationStore = create<NavigationState>((set) => ({
  openDropdown: null,
  mobileMenuOpen: false,
  toggleDropdown: (id) => set((s) => ({ openDropdown: s.openDropdown === id ? null : id })),
  closeDropdown: () => set({ openDropdown: null }),
  setMobileMenuOpen: (open) => set({ mobileMenuOpen: open, openDropdown: null }),
}));

export function isActivePath(pathname: string, to: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}

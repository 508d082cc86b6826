import type { MenuEntry, PageMeta } from '@powernest/domain';

// A page the partnership team adds in a new build of its remote: the site must show it, its
// <head>, its sitemap entry and its menu item without a shell release.
export const CHECKLIST_PAGE = {
  path: '/partnership-checklist',
  title: 'Partnership Checklist',
  heading: 'Partnership Checklist',
  description: 'What to prepare before your free kiosk is installed: outlet, floor space and opening hours.',
  keywords: ['partnership checklist'],
  index: true,
} satisfies PageMeta;

export const CHECKLIST_MENU_ENTRY: MenuEntry = { label: 'Checklist', to: CHECKLIST_PAGE.path, group: 'partnership', order: 35 };

import path from 'node:path';
import { createConfig } from '../../app-config/webpack/createConfig';
import { REMOTE_PAGES } from '../../mf-partnership/src/pages';
import { CHECKLIST_MENU_ENTRY, CHECKLIST_PAGE } from './checklist/checklistPage';

/** Where the variant build lands; served by ./serve.ts. */
export const VARIANT_DIST = path.join(__dirname, 'dist', 'mf-partnership');

// A variant build of the partnership remote: same container, one page and one menu entry more.
export default createConfig({
  dir: path.join(__dirname, '..', '..', 'mf-partnership'),
  distDir: VARIANT_DIST,
  pages: { pages: [...REMOTE_PAGES.pages, CHECKLIST_PAGE], menu: [...REMOTE_PAGES.menu, CHECKLIST_MENU_ENTRY] },
  exposes: { './Routes': path.join(__dirname, 'checklist', 'VariantRoutes.tsx') },
});

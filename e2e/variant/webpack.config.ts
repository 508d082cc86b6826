import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { createConfig } from '../../app-config/webpack/createConfig';
import { REMOTE_PAGES } from '../../mf-partnership/src/pages';
import { CHECKLIST_MENU_ENTRY, CHECKLIST_PAGE } from './checklist/checklistPage';

/** Where the variant build lands; served by ./serve.ts. */
export const VARIANT_DIST = path.join(__dirname, 'dist', 'mf-partnership');

const REMOTE_I18N = path.join(__dirname, '..', '..', 'mf-partnership', 'src', 'i18n');

// A variant build of the partnership remote: same container, one page and one menu entry more
// (offered in English only), and one Spanish text changed in the remote's own catalogue.
const configs = [createConfig({
  dir: path.join(__dirname, '..', '..', 'mf-partnership'),
  distDir: VARIANT_DIST,
  pages: { pages: [...REMOTE_PAGES.pages, CHECKLIST_PAGE], menu: [...REMOTE_PAGES.menu, CHECKLIST_MENU_ENTRY] },
  exposes: { './Routes': path.join(__dirname, 'checklist', 'VariantRoutes.tsx') },
})].flat() as Configuration[];

for (const config of configs) {
  // The remote's catalogues read ./es-US: this build reads the team's fixed one instead.
  config.plugins!.push(
    new webpack.NormalModuleReplacementPlugin(/^\.\/es-US$/, (resource: { context: string; request: string }) => {
      if (resource.context === REMOTE_I18N) resource.request = path.join(__dirname, 'checklist', 'es-US.ts');
    }),
  );
}

export default configs;

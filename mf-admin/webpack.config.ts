import { createConfig } from '../app-config/webpack/createConfig';
import { REMOTE_PAGES } from './src/pages';

export default createConfig({
  dir: __dirname,
  pages: REMOTE_PAGES,
  exposes: { './Routes': './src/Routes.tsx' },
});

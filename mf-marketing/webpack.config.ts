import { REMOTES } from '@powernest/domain';
import { createConfig } from '../tooling/webpack/createConfig';

const remote = REMOTES.find((r) => r.folder === 'mf-marketing')!;

export default createConfig({
  dir: __dirname,
  scope: remote.scope,
  exposes: {
    './Routes': './src/Routes.tsx',
    // The contact block on its own, for other pages to embed.
    './ContactBlock': './src/contact/ContactBlock.tsx',
  },
});

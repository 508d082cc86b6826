import { REMOTES } from '@powernest/domain';
import { createConfig } from '../tooling/webpack/createConfig';

const remote = REMOTES.find((r) => r.folder === 'mf-partnership')!;

export default createConfig({
  dir: __dirname,
  scope: remote.scope,
  exposes: { './Routes': './src/Routes.tsx' },
});

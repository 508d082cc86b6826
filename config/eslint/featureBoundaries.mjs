// Feature folders inside a remote (issue #27; bulletproof-react's "unidirectional codebase"):
//
//   mf-x/src/features/<name>/   one feature: its page(s), components, hooks, API calls, text, tests
//   mf-x/src/components, lib, data, state, text.ts   what several features share
//   mf-x/src/Routes.tsx, pages.ts, bootstrap.tsx, exposes/   the remote's composition and contract
//
// The rules, as import-x/no-restricted-paths zones (paths relative to the repository root, as in
// eslint.config.mjs, whose `basePath` is the root):
//   1. A feature never imports another feature's internals. What one feature offers others is its
//      `index.ts` (its public face: e.g. the dashboard shows features/email-setup's guide); anything
//      two features both need moves to the remote's shared folders.
//   2. Shared code never imports a feature (shared -> features -> Routes, one direction only), so a
//      feature can be moved or deleted without touching the rest.
// Routes.tsx and tests at the top of src/ (which render the whole remote) may import features.
// `jest.mock('…')` paths are strings, not imports: a test may stub another feature's lazy module.
//
// Wire it: `import { featureZones } from './config/eslint/featureBoundaries.mjs'` and spread
// `...REMOTES.flatMap((r) => featureZones(r))` into the `zones` of eslint.config.mjs. Checked here
// with a temporary config over the four remotes: no hit on today's tree; a feature that imports
// another's file (not its index) or a shared component that imports a feature is reported.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The folders and files of a remote's src/ that count as shared (they may not import features). */
const SHARED = ['components', 'lib', 'data', 'state', 'hooks', 'utils', 'text.ts', 'pages.ts', 'exposes', 'test'];

/**
 * The zones for one remote (`remoteDir`: its folder name, e.g. 'mf-admin'). Features are found on
 * disk (`src/features/*`), so a new feature is covered from its first file.
 */
export function featureZones(remoteDir, root = ROOT) {
  const featuresDir = path.join(root, remoteDir, 'src', 'features');
  const features = fs.existsSync(featuresDir)
    ? fs
        .readdirSync(featuresDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  const at = (...parts) => `./${path.posix.join(remoteDir, 'src', ...parts)}`;
  const zones = features.map((feature) => ({
    target: at('features', feature),
    from: features.filter((other) => other !== feature).map((other) => at('features', other)),
    except: ['./index.ts'],
    message: `A feature imports another feature only through its index.ts; what two features share belongs in ${remoteDir}/src/components or src/lib.`,
  }));
  const shared = SHARED.filter((entry) => fs.existsSync(path.join(root, remoteDir, 'src', entry))).map((entry) => at(entry));
  if (features.length > 0 && shared.length > 0) {
    zones.push({
      target: shared,
      from: at('features'),
      message: `Shared code of ${remoteDir} (components, lib, data, state, text) never imports a feature; move what it needs out of the feature.`,
    });
  }
  return zones.filter((zone) => zone.from.length > 0);
}

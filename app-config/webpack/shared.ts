// The ONE Module Federation shared map. Every app (host and remotes) uses exactly this list;
// the version each app requires comes from its own package.json (see sharedFor).
// Shared are only the modules that hold state or a React context and so must exist once on the
// page: React, the router (through @powernest/shared-ui/router), Emotion, MUI's theme contexts
// (found by scanning, below), SWR and zustand (one cache, one toast store) and the platform
// package @powernest/shared-ui, whose version is the host/remote contract (its CHANGELOG). MUI components and the rest of @mui/system are NOT shared: each app
// bundles the parts it uses, tree-shaken into its own page chunks (sharing @mui/system whole
// made every page evaluate all of it). Sharing them one by one cost a page ~60 tiny chunks, a long start-up task to
// register them, and cross-build context bugs ("MenuListContext is missing") to guard against.
// A component's own contexts (list, form control, menu list) stay within one app's copy.
// Pure code (the domain, shared-ui's helper entries, form fields, `ol`) is never shared: each
// app carries what it was built and tested with.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const version = (pkg: string): string =>
  (JSON.parse(fs.readFileSync(require.resolve(`${pkg}/package.json`, { paths: [root] }), 'utf8')) as { version: string }).version;
const caret = (pkg: string) => `^${version(pkg)}`;

/** An app's declared dependency ranges (package.json dependencies and devDependencies). */
function declaredRanges(appDir: string): Record<string, string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  return { ...pkg.devDependencies, ...pkg.dependencies };
}

/**
 * The React contexts of MUI's theme plumbing (default props, RTL, CSS variables, the theme),
 * found by scanning its files. They are reached by relative paths inside @mui/system, which the
 * prefix share cannot see, so each is shared by its file: every app's components then read the
 * one context the host's ThemeProvider fills.
 */
function muiContextModules(): Record<string, object> {
  const entries: Record<string, object> = {};
  for (const pkg of ['@mui/system', '@mui/utils', '@mui/private-theming']) {
    const dir = path.dirname(require.resolve(`${pkg}/package.json`, { paths: [root] }));
    const walk = (folder: string) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'node_modules') walk(full);
        } else if (entry.name.endsWith('.mjs') && fs.readFileSync(full, 'utf8').includes('createContext(')) {
          const key = `${pkg}/${path.relative(dir, full).split(path.sep).join('/')}`;
          // `import` names the file itself: package exports do not list these inner paths.
          entries[key] = { singleton: true, version: version(pkg), requiredVersion: caret(pkg), allowNodeModulesSuffixMatch: true, import: full };
        }
      }
    };
    walk(dir);
  }
  return entries;
}

/**
 * The shared map of one app. Each singleton's requiredVersion is the range the app itself
 * declares (a remote built against React ^19.3 says so, whatever the host has); a package the
 * app uses without declaring it falls back to the installed version's caret range.
 */
export function sharedFor(appDir: string) {
  const ranges = declaredRanges(appDir);
  const singleton = (pkg: string) => ({ singleton: true, requiredVersion: ranges[pkg] ?? caret(pkg) });
  // The platform: the range this app was built against is its contract (see shared-ui/CHANGELOG.md).
  const platform = { singleton: true, requiredVersion: ranges['@powernest/shared-ui'] ?? caret('@powernest/shared-ui') };
  return {
  ...muiContextModules(),
  react: singleton('react'),
  'react/': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom'),
  '@mui/styled-engine': singleton('@mui/styled-engine'),
  '@emotion/react': singleton('@emotion/react'),
  '@emotion/styled': singleton('@emotion/styled'),
  '@emotion/cache': singleton('@emotion/cache'),
  swr: singleton('swr'),
  zustand: singleton('zustand'),
  // shared-ui's root entry is the platform singleton (one toast store, the providers); its
  // other entries are pure code, bundled into and tree-shaken by each app.
  '@powernest/shared-ui': platform,
  // The router: one context on the page, and only the parts the apps use (see its module).
  '@powernest/shared-ui/router': platform,
  };
}


// The ONE Module Federation shared map. Every app (host and remotes) uses exactly this.
// Shared are only the modules that hold state or a React context and so must exist once on the
// page: React, the router (through @powernest/shared-ui/router), Emotion, MUI's theme contexts
// (found by scanning, below), SWR and zustand (one cache, one toast store) and
// @powernest/shared-ui. MUI components and the rest of @mui/system are NOT shared: each app
// bundles the parts it uses, tree-shaken into its own page chunks (sharing @mui/system whole
// made every page evaluate all of it). Sharing them one by one cost a page ~60 tiny chunks, a long start-up task to
// register them, and cross-build context bugs ("MenuListContext is missing") to guard against.
// A component's own contexts (list, form control, menu list) stay within one app's copy.
// Pure code (the domain, form fields, `ol`) is never shared.
import fs from 'node:fs';
import path from 'node:path';


const root = path.resolve(__dirname, '..', '..');
const version = (pkg: string): string => require(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;
const caret = (pkg: string) => `^${version(pkg)}`;

function singleton(pkg: string) {
  return { singleton: true, requiredVersion: caret(pkg) };
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

export const shared = {
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
  'react-hook-form': singleton('react-hook-form'),
  // shared-ui's root entry is a singleton (one toast store, the providers); its /domain and
  // /forms entries are pure code, bundled into and tree-shaken by each app.
  '@powernest/shared-ui': { singleton: true, requiredVersion: version('@powernest/shared-ui') },
  // The router: one context on the page, and only the parts the apps use (see its module).
  '@powernest/shared-ui/router': { singleton: true, requiredVersion: version('@powernest/shared-ui') },
};


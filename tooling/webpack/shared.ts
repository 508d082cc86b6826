// The ONE Module Federation shared map. Every app (host and remotes) uses exactly this.
// Singletons: React, the router (through @powernest/shared-ui/router), MUI/Emotion (one theme context), SWR and zustand (one cache,
// one toast store) and @powernest/shared-ui must exist once on the page.
// MUI is shared per component ("@mui/material/" prefix) because a shared module cannot be
// tree-shaken: sharing the root import would ship all of MUI to every page.
// `ol` is NOT shared: only the locator uses it.
import fs from 'node:fs';
import path from 'node:path';


const root = path.resolve(__dirname, '..', '..');
const version = (pkg: string): string => require(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;
const caret = (pkg: string) => `^${version(pkg)}`;

function singleton(pkg: string) {
  return { singleton: true, requiredVersion: caret(pkg) };
}

/**
 * React contexts inside MUI, found by scanning its files. MUI components import each other by
 * relative path, so a component shared by one build would otherwise meet a context created by
 * another build's copy (e.g. the host's MenuItem inside a remote's Select: "MenuListContext is
 * missing"). Sharing every context module by its node_modules path makes each one a singleton.
 */
function muiContextModules(): Record<string, object> {
  const entries: Record<string, object> = {};
  for (const pkg of ['@mui/material', '@mui/system', '@mui/utils', '@mui/private-theming']) {
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
  '@mui/material/': singleton('@mui/material'),
  '@mui/system': singleton('@mui/system'),
  '@mui/system/': singleton('@mui/system'),
  '@mui/styled-engine': singleton('@mui/styled-engine'),
  '@emotion/react': singleton('@emotion/react'),
  '@emotion/styled': singleton('@emotion/styled'),
  '@emotion/cache': singleton('@emotion/cache'),
  swr: singleton('swr'),
  zustand: singleton('zustand'),
  'react-hook-form': singleton('react-hook-form'),
  // The React entries of shared-ui are singletons (one toast store); its /domain entry is pure
  // code and stays unshared so each app tree-shakes it.
  '@powernest/shared-ui': { singleton: true, requiredVersion: version('@powernest/shared-ui') },
  '@powernest/shared-ui/forms': { singleton: true, requiredVersion: version('@powernest/shared-ui') },
  // The router: one context on the page, and only the parts the apps use (see its module).
  '@powernest/shared-ui/router': { singleton: true, requiredVersion: version('@powernest/shared-ui') },
};


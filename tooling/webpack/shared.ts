// The ONE Module Federation shared map. Every app (host and remotes) uses exactly this.
// Singletons: React, the router, MUI/Emotion (one theme context), SWR and zustand (one cache,
// one toast store) and @powernest/shared-ui must exist once on the page.
// MUI is shared per component ("@mui/material/" prefix) because a shared module cannot be
// tree-shaken: sharing the root import would ship all of MUI to every page.
// `ol` is NOT shared: only the locator uses it.
import path from 'node:path';


const root = path.resolve(__dirname, '..', '..');
const version = (pkg: string): string => require(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;
const caret = (pkg: string) => `^${version(pkg)}`;

function singleton(pkg: string) {
  return { singleton: true, requiredVersion: caret(pkg) };
}

export const shared = {
  react: singleton('react'),
  'react/': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom'),
  'react-router': singleton('react-router'),
  'react-router-dom': singleton('react-router-dom'),
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
};


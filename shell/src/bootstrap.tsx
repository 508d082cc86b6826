import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@powernest/shared-ui/router';
import createCache from '@emotion/cache';
import { ShellRoot } from './ShellRoot';
import { EMOTION_CACHE_KEY, readBootData } from './ssr/bootData';
import { loadRemoteRoutes, registerSiteRemotes, type PreloadedRemotes } from './remotes/remoteRegistry';

async function start() {
  const boot = readBootData();
  // Registering only records where each remote lives; its code is fetched on first visit.
  const remotes = await registerSiteRemotes(boot?.remotes);
  const preloaded: PreloadedRemotes = {};
  let hydrate = boot?.hydrate === true;
  if (hydrate && boot?.remote) {
    // The server rendered this remote's page: load the same module before hydrating, so the
    // first browser render is the server's. If it cannot load, render on the client instead.
    try {
      preloaded[boot.remote] = (await loadRemoteRoutes({ name: boot.remote })).default as ComponentType;
    } catch {
      hydrate = false;
    }
  }
  const root = document.getElementById('root')!;
  const page = (
    <BrowserRouter>
      <ShellRoot emotionCache={createCache({ key: EMOTION_CACHE_KEY })} remotes={remotes} preloaded={preloaded} />
    </BrowserRouter>
  );
  if (hydrate) {
    hydrateRoot(root, page, {
      // A mismatch is a bug (a test fails on it); say where, React then renders on the client.
      onRecoverableError: (error, info) => console.error('Hydration error:', error, info.componentStack),
    });
  } else {
    createRoot(root).render(page);
  }
}

void start();

import { languagePrefix, splitLanguage } from '@powernest/domain';
import { EMOTION_CACHE_KEY, readBootData } from './ssr/bootData';
import { hydrateLater } from './ssr/hydrateLater';
import { hydrateOnInteraction } from './ssr/hydrateOnInteraction';
import { yieldToBrowser } from './yieldToBrowser';
import { fetchRemoteRoutes, fetchSiteManifest, loadRemoteRoutes, pageForPath, registerSiteRemotes, type PreloadedRemotes } from './remotes/remoteRegistry';

// Evaluating React, the shell and the page and then hydrating, all in one go, was one long
// task on a phone: input waited for all of it. Each step below ends the task.

async function start() {
  const boot = readBootData();
  // The site the server composed (in the page, else /remotes.json). Registering only records
  // where each remote lives; its code is fetched on first visit.
  const siteReady = (boot ? Promise.resolve(boot.site) : fetchSiteManifest()).then((site) => {
    registerSiteRemotes(site);
    return site;
  });
  // The server rendered this remote's page: load the same module before hydrating, so the
  // first browser render is the server's. Fetched now, beside the shell's own code; run below.
  // A page of text and links waits for the visitor's first interaction instead.
  const scope = boot?.hydrate ? boot.remote : null;
  // The site lives under its language's prefix (/es), the router's basename: pages are found without it.
  const { language, path } = splitLanguage(location.pathname);
  const basename = languagePrefix(language) || undefined;
  const onInteraction = scope !== null && pageForPath(boot!.site, path)?.page.hydration === 'interaction';
  const remoteRoutes = scope && !onInteraction ? siteReady.then(() => fetchRemoteRoutes({ name: scope })) : null;
  remoteRoutes?.catch(() => undefined); // handled below; not an unhandled rejection meanwhile

  // The code arrives together (the server preloads it); evaluate it a layer at a time.
  const [{ createRoot, hydrateRoot }, { startTransition }] = await Promise.all([import('react-dom/client'), import('react')]);
  await yieldToBrowser();
  const [{ BrowserRouter }, { default: createCache }] = await Promise.all([import('@powernest/shared-ui/router'), import('@emotion/cache')]);
  await yieldToBrowser();
  // The styling runtime, one shared module at a time (together: one 60-90 ms task on a phone).
  await import('@emotion/react');
  await yieldToBrowser();
  await import('@emotion/styled');
  await yieldToBrowser();
  await import('@mui/styled-engine');
  await yieldToBrowser();
  const { beginServerHydration } = await import('@powernest/shared-ui');
  await yieldToBrowser();
  await import('./layout/Header');
  await yieldToBrowser();
  const { ShellRoot } = await import('./ShellRoot');
  await yieldToBrowser();

  const site = await siteReady;
  const preloaded: PreloadedRemotes = {};
  let hydrate = boot?.hydrate === true;
  if (hydrate && boot?.remote && onInteraction) {
    const name = boot.remote;
    preloaded[name] = hydrateOnInteraction(() => loadRemoteRoutes({ name }));
  } else if (hydrate && boot?.remote && remoteRoutes) {
    try {
      preloaded[boot.remote] = hydrateLater((await (await remoteRoutes)()).default);
    } catch {
      hydrate = false; // it cannot load: render on the client instead
    }
    await yieldToBrowser();
  }
  const root = document.getElementById('root')!;
  const page = (
    <BrowserRouter basename={basename}>
      <ShellRoot emotionCache={createCache({ key: EMOTION_CACHE_KEY })} site={site} preloaded={preloaded} formSubmission={boot?.formSubmission} />
    </BrowserRouter>
  );
  if (hydrate) {
    beginServerHydration();
    // As a transition, hydration works in slices of a few milliseconds and yields to input
    // between them (at the default priority it was one task of 100-200 ms on a phone); the
    // page already works from its HTML meanwhile.
    startTransition(() => {
      hydrateRoot(root, page, {
        // A mismatch is a bug (a test fails on it); say where, React then renders on the client.
        onRecoverableError: (error, info) => console.error('Hydration error:', error, info.componentStack),
      });
    });
  } else {
    createRoot(root).render(page);
  }
}

void start();

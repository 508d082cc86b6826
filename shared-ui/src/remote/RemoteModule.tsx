import { lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { SiteManifest } from '@powernest/domain';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

let siteRemotes: Promise<void> | null = null;

/**
 * Makes sure the page's federation instance knows the site's remotes. Inside the shell this
 * module is the shell's copy (shared-ui is a singleton) and they are registered already; a
 * remote running alone has no /remotes.json, so the load fails and the fallback shows.
 */
function ensureSiteRemotes(): Promise<void> {
  if (typeof fetch !== 'function') return Promise.resolve();
  siteRemotes ??= fetch('/remotes.json', { cache: 'no-cache' })
    .then((res) => (res.ok ? (res.json() as Promise<SiteManifest>) : null))
    .then((manifest) => {
      if (manifest) registerRemotes(manifest.remotes.map(({ name, entry }) => ({ name, entry })));
    })
    .catch(() => undefined);
  return siteRemotes;
}

interface Props<Exposes, Name extends keyof Exposes> {
  /** The remote's container name, e.g. "mf_marketing". */
  scope: string;
  /** The exposed module without "./", e.g. "ContactBlock". */
  module: Name;
  /** Its props, as the exposing remote declares them (its published `exposes` types). */
  props: Exposes[Name];
  /** Shown if the module cannot be loaded. */
  fallback: ReactNode;
  /** Shown while it loads (default: the fallback). */
  loading?: ReactNode;
}

/**
 * Embeds a module another remote exposes (e.g. the marketing ContactBlock on another page),
 * typed by the map of exposed modules that remote publishes:
 * `<RemoteModule<MarketingExposes, 'ContactBlock'> scope="mf_marketing" module="ContactBlock" props={…} />`.
 */
export function RemoteModule<Exposes extends { [Name in keyof Exposes]: object }, Name extends keyof Exposes & string>({
  scope,
  module,
  props,
  fallback,
  loading = fallback,
}: Props<Exposes, Name>) {
  type P = Exposes[Name];
  const Remote = useMemo(
    () =>
      lazy(async () => {
        await ensureSiteRemotes();
        const mod = await loadRemote<{ default: ComponentType<P> }>(`${scope}/${module}`);
        if (!mod?.default) throw new Error(`${scope}/${module} has no default export`);
        return mod;
      }),
    [scope, module],
  );
  return (
    <RemoteErrorBoundary fallback={() => fallback} onRetry={() => undefined}>
      <Suspense fallback={loading}>
        <Remote {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

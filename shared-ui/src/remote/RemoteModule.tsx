import { lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest, RemoteScope } from '@powernest/domain';
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
    .then((res) => (res.ok ? (res.json() as Promise<RemotesManifest>) : null))
    .then((manifest) => {
      if (manifest) registerRemotes(manifest.remotes.map(({ name, entry }) => ({ name, entry })));
    })
    .catch(() => undefined);
  return siteRemotes;
}

interface Props<P> {
  scope: RemoteScope;
  /** The exposed module without "./", e.g. "ContactBlock". */
  module: string;
  props?: P;
  /** Shown if the module cannot be loaded. */
  fallback: ReactNode;
  /** Shown while it loads (default: the fallback). */
  loading?: ReactNode;
}

/** Embeds a module another remote exposes (e.g. the marketing ContactBlock on another page). */
export function RemoteModule<P extends object>({ scope, module, props, fallback, loading = fallback }: Props<P>) {
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
        <Remote {...(props as P)} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

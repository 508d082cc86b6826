import { lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { useRemoteLoader } from '@powernest/shared-ui';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

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
  const load = useRemoteLoader();
  const Remote = useMemo(
    () =>
      lazy(async () => {
        const mod = (await load!(`${scope}/${module}`)) as { default?: ComponentType<P> } | null;
        if (!mod?.default) throw new Error(`${scope}/${module} has no default export`);
        return mod as { default: ComponentType<P> };
      }),
    [scope, module, load],
  );
  // A remote alone has no host to load other remotes through: it shows the fallback, quietly.
  if (!load) return <>{fallback}</>;
  return (
    <RemoteErrorBoundary fallback={() => fallback} onRetry={() => undefined}>
      <Suspense fallback={loading}>
        <Remote {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

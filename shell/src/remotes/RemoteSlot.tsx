import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_ROUTES_MODULE } from '@powernest/shared-ui/domain';
import { PageSkeleton, RemoteErrorBoundary } from '@powernest/shared-ui';
import { RemoteUnavailable } from './RemoteUnavailable';
import { reregisterRemote, type RemoteInfo } from './remoteRegistry';

function lazyRemoteRoutes(remote: RemoteInfo) {
  return lazy(async () => {
    const mod = await loadRemote<{ default: ComponentType }>(`${remote.name}/${REMOTE_ROUTES_MODULE.slice(2)}`);
    if (!mod?.default) throw new Error(`${remote.name} exposes no Routes component`);
    return mod;
  });
}

/** Mounts one remote: a skeleton while its code loads, a fallback with Retry if it fails. */
export function RemoteSlot({ remote }: { remote: RemoteInfo }) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React.lazy remembers a rejected load forever.
  const RemoteRoutes = useMemo(() => lazyRemoteRoutes(remote), [remote, attempt]);
  return (
    <RemoteErrorBoundary
      key={attempt}
      onRetry={() => {
        reregisterRemote(remote);
        setAttempt((n) => n + 1);
      }}
      fallback={(retry) => <RemoteUnavailable onRetry={retry} />}
    >
      <Suspense fallback={<PageSkeleton />}>
        <RemoteRoutes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

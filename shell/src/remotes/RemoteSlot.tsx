import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { PageSkeleton } from '@powernest/shared-ui/components';
import { RemoteErrorBoundary } from '@powernest/shared-ui/remote';
import { lazyPart } from '../layout/lazyPart';
import { loadRemoteRoutes, reregisterRemote, type RemoteInfo } from './remoteRegistry';

const onServer = typeof window === 'undefined';

// Shown only when a remote fails: its code (MUI's Alert) loads then.
const RemoteUnavailable = lazyPart(() => import('./RemoteUnavailable').then((m) => m.RemoteUnavailable));

/** What the server renders for a remote it could not load: the skeleton the browser starts from. */
function ServerSkeleton() {
  return <PageSkeleton />;
}

interface Props {
  remote: RemoteInfo;
  /** Its Routes, already loaded (server render, and the browser before hydrating). */
  preloaded?: ComponentType;
}

/** Mounts one remote: a skeleton while its code loads, a fallback with Retry if it fails. */
export function RemoteSlot({ remote, preloaded }: Props) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React.lazy remembers a rejected load forever. The
  // preloaded component renders at once, so the hydrating render equals the server's.
  const RemoteRoutes = useMemo<ComponentType>(() => {
    if (preloaded && attempt === 0) return preloaded;
    return onServer ? ServerSkeleton : lazy(() => loadRemoteRoutes(remote));
  }, [remote, preloaded, attempt]);
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

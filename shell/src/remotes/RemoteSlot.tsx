import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { PageSkeleton } from '@powernest/shared-ui/components';
import { RemoteErrorBoundary } from '@powernest/shared-ui/remote';
import { lazyPart } from '../layout/lazyPart';
import { loadRemoteRoutes, reregisterRemote, type RemoteInfo } from './remoteRegistry';

const onServer = typeof window === 'undefined';

// Shown only when a remote fails: its code (MUI's Alert) loads then.
const RemoteUnavailable = lazyPart(() => import('./RemoteUnavailable').then((m) => m.RemoteUnavailable));

/** Said where a section renders only in the browser (the admin area), to a browser that runs no scripts. */
const NEEDS_JAVASCRIPT = 'This part of the site needs JavaScript. Turn JavaScript on in your browser and reload the page. Everything public (the offer, the application, the ROI calculator, the locator) works without it.';

/**
 * What the server renders for a section the browser will render (the admin area, or a remote it
 * could not load): the skeleton the browser starts from, and for a browser without JavaScript,
 * plain words instead of a skeleton that would never fill.
 */
function ServerSkeleton() {
  return (
    <>
      <noscript>
        <p role="alert" style={{ maxWidth: 720, margin: '48px auto', padding: '0 24px', fontSize: '1.1rem' }}>
          {NEEDS_JAVASCRIPT}
        </p>
        <style>{'.page-skeleton{display:none}'}</style>
      </noscript>
      <div className="page-skeleton">
        <PageSkeleton />
      </div>
    </>
  );
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

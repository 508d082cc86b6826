import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { PageSkeleton } from '@powernest/shared-ui/components';
import { RemoteErrorBoundary } from '@powernest/shared-ui/remote';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@powernest/domain';
import { useFrameText } from '../i18n';
import { lazyPart } from '../layout/lazyPart';
import { loadRemoteRoutes, reregisterRemote, type RemoteInfo } from './remoteRegistry';

const onServer = typeof window === 'undefined';

// Shown only when a remote fails: its code (MUI's Alert) loads then.
const RemoteUnavailable = lazyPart(() => import('./RemoteUnavailable').then((m) => m.RemoteUnavailable));

/**
 * What the server renders for a section the browser will render (the admin area, or a remote it
 * could not load): the skeleton the browser starts from, and for a browser without JavaScript,
 * plain words instead of a skeleton that would never fill.
 */
function ServerSkeleton() {
  // Said where a section renders only in the browser (the admin area), to a browser that runs no scripts.
  const t = useFrameText();
  return (
    <>
      <noscript>
        <p role="alert" style={{ maxWidth: 720, margin: '48px auto', padding: '0 24px', fontSize: '1.1rem' }}>
          {t('needsJavaScript')}
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
  /** The page's language, for the failure notice (a prop: tests mount a slot without a router). */
  language?: SiteLanguage;
}

/** Mounts one remote: a skeleton while its code loads, a fallback with Retry if it fails. */
export function RemoteSlot({ remote, preloaded, language = DEFAULT_LANGUAGE }: Props) {
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
      fallback={(retry) => <RemoteUnavailable onRetry={retry} language={language} />}
    >
      <Suspense fallback={<PageSkeleton />}>
        <RemoteRoutes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

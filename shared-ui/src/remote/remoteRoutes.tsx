import { Suspense, type ComponentType } from 'react';
import type { PageMeta } from '@powernest/domain';
import { Routes } from '@powernest/shared-ui/router';
import { PageSkeleton } from '../components/PageSkeleton';
import { pageRoutes, type PageElements } from './pageRoutes';
import { platformGuard } from './platformGuard';

/** The part of a remote's package.json that says which platform it was built for. */
interface RemotePackage {
  name: string;
  dependencies: { '@powernest/shared-ui': string };
}

/**
 * The module a remote exposes as './Routes' (the shell mounts it for every path the remote owns):
 * its pages' routes (see pageRoutes), a skeleton while a lazily fetched page loads, and the guard
 * that refuses a host whose platform this build was not made for (see platformGuard). Every remote
 * wrote this same scaffolding; each now says only which component draws which page (a page
 * fetched on its first visit is a `lazyPage`).
 */
export function remoteRoutes(pkg: RemotePackage, pages: readonly PageMeta[], drawnBy: ReadonlyArray<readonly [Pick<PageMeta, 'path'>, ComponentType]>): ComponentType {
  const elements: PageElements = drawnBy.map(([page, Page]) => [page, <Page key={page.path} />]);
  function RemoteRoutes() {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <Routes>{pageRoutes(pages, elements)}</Routes>
      </Suspense>
    );
  }
  return platformGuard(pkg.name, pkg.dependencies['@powernest/shared-ui'], RemoteRoutes);
}

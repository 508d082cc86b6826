// @powernest/shared-ui/remote — embedding a module another remote exposes, and the notices of a
// section that cannot be shown. Pure code, bundled into each app.
export { RemoteErrorBoundary } from './RemoteErrorBoundary';
export { RemoteModule } from './RemoteModule';
export { SectionNotice, SectionBeingUpdated } from './SectionNotice';
export { platformGuard } from './platformGuard';
export { pageRoutes, type PageElements } from './pageRoutes';
export { remoteRoutes } from './remoteRoutes';

// @powernest/shared-ui/remote — embedding a module another remote exposes. Pure code, bundled
// into each app.
export { RemoteErrorBoundary } from './RemoteErrorBoundary';
export { RemoteModule } from './RemoteModule';

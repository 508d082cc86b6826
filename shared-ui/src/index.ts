// @powernest/shared-ui — the React half: theme, providers, toasts, data fetching, <head> sync.
// Pure domain code lives in '@powernest/domain'.
export { theme } from './theme/theme';
export { AppProviders } from './layout/AppProviders';
export { PageSkeleton } from './layout/PageSkeleton';
export { PageContainer } from './layout/PageContainer';
export { lazyPage } from './layout/lazyPage';
export { BrandLogo } from './layout/BrandLogo';
export { IconBadge } from './layout/IconBadge';
export { renderStandalone } from './layout/renderStandalone';
export { Toaster } from './toast/Toaster';
export { toast, useToastStore, TOAST_DURATION_MS, type Toast, type ToastVariant } from './toast/toastStore';
export { ApiError, apiRequest, keyToUrl, swrFetcher } from './data/apiRequest';
export { swrConfig, retryDelay, shouldRetry, MAX_QUERY_RETRIES } from './data/swrConfig';
export { PageHeadSync, applyPageHead, usePageTitle } from './head/PageHeadSync';
export { RemoteErrorBoundary } from './remote/RemoteErrorBoundary';
export { RemoteModule } from './remote/RemoteModule';
export { beginServerHydration, useHydrated } from './ssr/useHydrated';

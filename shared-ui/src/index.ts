// @powernest/shared-ui — the platform: what the host provides to every remote as one shared
// singleton because it holds state or a React context (theme and baseline CSS, SWR config, the
// toast store, <head> sync, the hydration flag). Its version is the contract version: a remote
// declares the range it was built against (its package.json) and the shell refuses a remote
// its version does not satisfy. Bump it by semver and note it in CHANGELOG.md.
// Pure helpers live in bundled entries: /components, /data, /forms, /icons, /remote, /standalone.
import pkg from '../package.json';

/** The platform version this copy provides (the host's copy, on a page). */
export const PLATFORM_VERSION: string = pkg.version;
export { theme } from './theme/theme';
export { AppProviders } from './layout/AppProviders';
export { Toaster } from './toast/Toaster';
export { toast, useToastStore, TOAST_DURATION_MS, type Toast, type ToastVariant } from './toast/toastStore';
export { swrConfig, retryDelay, shouldRetry, MAX_QUERY_RETRIES } from './data/swrConfig';
export { PageHeadSync, applyPageHead, usePageTitle, type PageLookup } from './head/PageHeadSync';
export { beginServerHydration, useHydrated } from './ssr/useHydrated';
export { useRemoteLoader, type RemoteLoader } from './remote/remoteLoader';
export { useFormSubmission, FORM_ID_FIELD, type FormSubmission } from './ssr/formSubmission';
export { useServerFetch, type RawAnswer, type ServerFetch } from './ssr/serverFetch';

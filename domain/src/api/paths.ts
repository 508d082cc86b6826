import { API_PREFIX } from './endpoint';

/** Where the site's sign-out lives (a page navigation the API answers: LOGOUT_PATH). */
export const AUTH_PREFIX = '/auth';

/** The paths the API answers, in front of the site's pages (the site server proxies or serves them, never as a page). */
export const API_PATH_PREFIXES = [API_PREFIX, AUTH_PREFIX] as const;

/** Whether a request's URL (path and query) is the API's: a prefix, whole or followed by `/` or `?`. */
export const isApiPath = (url: string): boolean => API_PATH_PREFIXES.some((prefix) => url.startsWith(prefix) && ['', '/', '?'].includes(url.charAt(prefix.length)));

/** The JSON answer to an API path that names nothing (the API's, and the site server's for the paths it keeps). */
export const NOT_FOUND_BODY = { success: false, error: 'Not found' } as const;

/**
 * Where PowerNest serves (GET, public; issue #44). A constant of its own, outside the endpoint's
 * declaration: a page that shows the areas without decoding them (the application page) imports
 * no schema with it.
 */
export const SERVICE_AREAS_PATH = '/api/service-areas';

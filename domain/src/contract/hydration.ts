// When the browser brings a server-rendered page to life: a module of its own (no schema
// library), as the host's start-up reads it before anything else.

/** See pageMetaSchema's `hydration`. */
export const PAGE_HYDRATION = ['load', 'interaction'] as const;
export type PageHydration = (typeof PAGE_HYDRATION)[number];

/**
 * On a page hydrated on interaction, an element of the server's HTML that needs the page's code
 * as soon as it is seen (the locator's map): the attribute's value is the share of its area on
 * screen that counts as seen ("0.25"). The host hydrates the page then, without waiting for a touch.
 */
export const HYDRATE_WHEN_VISIBLE = 'data-hydrate-when-visible';

import type { MenuEntry, PageMeta } from './pageManifest';

// Apart from the manifest's schemas (types only from there): a remote's pages.ts calls this at
// start-up, and importing the schemas' module would bring zod onto every public page.

/**
 * A menu entry for one of the remote's pages: it links to the page's own path, so a page's path
 * is written once (its `pages.ts` constant) and the menu follows it.
 */
export function menuEntryFor(page: Pick<PageMeta, 'path'>, entry: Omit<MenuEntry, 'to'>): MenuEntry {
  return { ...entry, to: page.path };
}

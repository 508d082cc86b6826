import type { SiteManifest } from '@powernest/domain';
import type { FormSubmission } from '@powernest/shared-ui';

/**
 * What the site server tells the browser in the page it rendered: the remotes it used (so the
 * browser needs no /remotes.json round trip) and whether the HTML holds a complete server
 * render to hydrate. Written once by the server, read once by the bootstrap.
 */
export interface BootData {
  /** The site as the server composed it from the remotes' page manifests (as /remotes.json). */
  site: SiteManifest;
  /** The remote whose Routes the server rendered; the browser loads it before hydrating. */
  remote: string | null;
  /** true: #root holds a complete server render of this exact tree; hydrate it. */
  hydrate: boolean;
  /** The page answers a plain HTML form the visitor sent (rendered with it; hydrated with it). */
  formSubmission?: FormSubmission;
}

const BOOT_DATA_ID = 'powernest-boot';

/** The same key on both sides: the browser's cache adopts the server's <style data-emotion="css …">. */
export const EMOTION_CACHE_KEY = 'css';

/** JSON that is safe inside <script>: no "</script>", no HTML comment openers. */
export function serializeBootData(data: BootData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script id="${BOOT_DATA_ID}" type="application/json">${json}</script>`;
}

export function readBootData(doc: Document = document): BootData | null {
  const el = doc.getElementById(BOOT_DATA_ID);
  if (!el?.textContent) return null;
  // Not checked against the schema (as /remotes.json is): the page and this script come from one
  // deployment of the site server and shell, so they cannot drift apart.
  try {
    return JSON.parse(el.textContent) as BootData;
  } catch {
    return null;
  }
}

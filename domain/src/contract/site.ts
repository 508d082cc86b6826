import '../shared/zodMini';
import * as z from 'zod/mini';
import { menuEntrySchema, pageMetaSchema } from './pageManifest';

/**
 * The site as the site server composed it from the remotes' page manifests, answered at
 * /remotes.json and embedded in every server-rendered page: where each remote lives, its
 * version and contract, its pages and its menu entries. The shell builds its routes, menus
 * and <head> from it.
 */
export const siteRemoteSchema = z.object({
  name: z.string(),
  folder: z.string(),
  /** The remote's browser mf-manifest.json. */
  entry: z.string(),
  version: z.string(),
  contract: z.string(),
  pages: z.array(pageMetaSchema),
  menu: z.array(menuEntrySchema),
});
export type SiteRemote = z.infer<typeof siteRemoteSchema>;

export const siteManifestSchema = z.object({
  /** The platform version the host provides (its @powernest/shared-ui). */
  contract: z.string(),
  remotes: z.array(siteRemoteSchema),
});
export type SiteManifest = z.infer<typeof siteManifestSchema>;

import type { PageMeta } from '@powernest/domain';
import { REMOTE_PAGES as marketing } from '../../mf-marketing/src/pages';
import { REMOTE_PAGES as partnership } from '../../mf-partnership/src/pages';
import { REMOTE_PAGES as locator } from '../../mf-locator/src/pages';
import { REMOTE_PAGES as admin, SIGNED_IN_PAGES } from '../../mf-admin/src/pages';
import { SHELL_PAGES } from '../../shell/src/pages/shellPages';

/**
 * Every page of the site, from the page manifests the remotes publish (their sources) and the
 * shell's own pages: what the site must serve, each page as its owner declares it.
 */
export const SITE_PAGES: readonly PageMeta[] = [...marketing.pages, ...partnership.pages, ...locator.pages, ...admin.pages, ...SHELL_PAGES];

/** The admin remote's pages: loaded on demand, the site's largest remote (see ADMIN_REMOTE_PATIENCE). */
export const ADMIN_PATHS: readonly string[] = admin.pages.map((p) => p.path);

/**
 * How long a test waits for the admin remote's first render: fetched and started on demand, it
 * took 12 s on a quiet CI-sized machine and more under load, past a step's default 10 s.
 */
export const ADMIN_REMOTE_PATIENCE = { timeout: 30_000 } as const;

/** Pages behind the admin session: signed out, they send the visitor to the login. */
export const SIGNED_IN_PATHS: readonly string[] = SIGNED_IN_PAGES.map((p) => p.path);

import '../shared/zodMini';
import * as z from 'zod/mini';
import { isStaticPath, normalizePath } from './pagePath';
import { PAGE_HYDRATION } from './hydration';

/**
 * What a remote publishes about itself beside its mf-manifest.json: the pages it owns with
 * their <head> metadata, its menu entries, its own version and the platform (contract) range
 * it was built against. The site server composes routes, <head>, menus, the sitemap and the
 * 404 decision from these; nothing about a remote's pages is compiled into the shell.
 */
export const PAGE_MANIFEST_FILE = 'page-manifest.json';
export const PAGE_MANIFEST_SCHEMA = 1;

const text = (max: number) => z.string().check(z.minLength(1, 'must not be empty'), z.maxLength(max, `at most ${max} characters`));
const path = z.pipe(
  z.string().check(
    z.maxLength(200, 'at most 200 characters'),
    z.regex(/^\/[A-Za-z0-9\-._~/:*]*$/, 'a path starts with "/" and holds URL path characters, :params or a trailing *'),
    z.refine((p) => !p.includes('*') || /(^|\/)\*$/.test(p), 'a wildcard is only allowed as the last segment ("/help/*")'),
  ),
  z.transform(normalizePath),
);

/** A page's texts in another language (issue #30): the <head> and the heading the site server and the menus read. */
const pageTextsSchema = z.object({
  title: text(120),
  heading: text(160),
  description: z.string().check(z.maxLength(320, 'at most 320 characters')),
  keywords: z.optional(z.array(z.string().check(z.maxLength(80))).check(z.maxLength(30, 'at most 30 keywords'))),
});

export const pageMetaSchema = z.object({
  /** `/faq`, `/admin/leads/:id`, or a prefix `/help/*`. */
  path,
  /** The page title; the document title is "<title> | PowerNest". */
  title: text(120),
  /** The page's main heading (h1) as a visitor reads it. */
  heading: text(160),
  description: z.string().check(z.maxLength(320, 'at most 320 characters')),
  keywords: z.array(z.string().check(z.maxLength(80))).check(z.maxLength(30, 'at most 30 keywords')),
  /** Search engines index public pages (which the site server also renders); others are noindex. */
  index: z.boolean(),
  /** Aliases point their canonical link at the main path. */
  canonicalPath: z.optional(path),
  /** The kind of JSON-LD the page carries. */
  structuredData: z.optional(z.enum(['Organization', 'Service'])),
  /** Open Graph overrides; the site's defaults (type website, the brand image) apply otherwise. */
  openGraph: z.optional(z.object({ type: z.optional(z.enum(['website', 'article'])) })),
  /**
   * When the browser brings a server-rendered page to life (default 'load': at once). A page
   * whose HTML works as sent (links are plain links, forms post as forms) says 'interaction':
   * its code is fetched and hydrated on the visitor's first touch, key or pointer move, on a
   * client-side navigation, or when an element marked HYDRATE_WHEN_VISIBLE comes into view, and
   * a visitor who only reads never downloads it.
   */
  hydration: z.optional(z.enum(PAGE_HYDRATION)),
  /**
   * A private page, reached by a secret link (an applicant's status page): server-rendered like a
   * public page, but never indexed, never kept by a cache (the page cache, the browser's) and
   * sent with `Referrer-Policy: no-referrer`, so the link leaks nowhere. Its HTTP status is that
   * of the API path `statusFrom` (the page's `:params` filled in): a wrong link answers 404.
   */
  private: z.optional(z.object({ statusFrom: z.optional(z.string().check(z.regex(/^\/api\//, 'an API path (/api/...)'))) })),
  /**
   * The page in other languages (issue #30): its texts in each. A page is served at its Spanish
   * address (/es + path) only when it has them; a remote built before this field is English only.
   */
  translations: z.optional(z.object({ 'es-US': z.optional(pageTextsSchema) })),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** Where a menu entry appears: the main navigation, the Partnership dropdown, the call to action. */
export const MENU_GROUPS = ['main', 'partnership', 'cta'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

export const menuEntrySchema = z.object({
  label: text(40),
  to: path.check(z.refine(isStaticPath, 'a menu entry links to one page, not a pattern')),
  group: z.enum(MENU_GROUPS),
  /** Position within its group (and, for `main`, around the Partnership dropdown; see the shell). */
  order: z.number().check(z.int(), z.gte(0), z.lte(1000)),
  /** The label in other languages (issue #30); English where there is none. */
  translations: z.optional(z.object({ 'es-US': z.optional(z.object({ label: text(40) })) })),
});
export type MenuEntry = z.infer<typeof menuEntrySchema>;

export const pageManifestSchema = z.object({
  schema: z.literal(PAGE_MANIFEST_SCHEMA),
  /** The remote's folder (its URL segment) and Module Federation container name. */
  folder: z.string().check(z.regex(/^[a-z][a-z0-9-]*$/, 'a folder name in lower case')),
  scope: z.string().check(z.regex(/^[A-Za-z_$][\w$]*$/, 'a JavaScript identifier')),
  /** The remote's own version (its package.json) and the build it describes. */
  version: text(40),
  build: z.optional(z.string().check(z.maxLength(64))),
  /** The platform range the remote was built against (its range for @powernest/shared-ui). */
  contract: text(40),
  pages: z.array(pageMetaSchema).check(z.maxLength(200)),
  menu: z.array(menuEntrySchema).check(z.maxLength(50)),
});
export type PageManifest = z.infer<typeof pageManifestSchema>;
/** What a remote writes in its source: the build adds the rest. */
export type RemotePages = Pick<PageManifest, 'pages' | 'menu'>;

/** The page manifest sits beside the remote's browser manifest. */
export function pageManifestUrlOf(entry: string, origin: string): string {
  return new URL(PAGE_MANIFEST_FILE, new URL(entry, origin)).href;
}

/** The schema's complaints in one line: "pages.2.path: …; menu.0.label: …". */
export function describeIssues(error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> }): string {
  return error.issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`).join('; ');
}

import type { PageMeta } from '@powernest/domain';

/** The pages the shell renders itself (product.md §2 test pages); every other page comes from a remote. */
export const SHELL_PAGES: PageMeta[] = [
  { path: '/test', title: 'Test Page', heading: 'Test Page', description: 'Placeholder test page.', keywords: ['test'], index: false },
  { path: '/test-simple', title: 'Simple Test Page', heading: 'Simple Test Page', description: 'Placeholder test page.', keywords: ['test'], index: false },
];

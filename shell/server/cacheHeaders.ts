import path from 'node:path';

// Entry points must be re-checked on every load so a newly deployed remote is picked up at
// once; hashed chunks never change, so browsers may keep them for a year.
const ALWAYS_REVALIDATE = new Set(['remoteEntry.js', 'mf-manifest.json', 'index.html', 'main.js']);
const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ALWAYS_REVALIDATE.has(name) || name.endsWith('.html')) return 'no-cache';
  if (HASHED_FILE.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

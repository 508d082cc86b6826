import fs from 'node:fs';
import path from 'node:path';
import { appDir } from '../../app-config/webpack/apps';
import { build } from './build';

/** Builds the apps that have no production build yet (a fresh clone has none). */
export async function ensureBuilt(folders: readonly string[]): Promise<void> {
  const missing = folders.filter((f) => !fs.existsSync(path.join(appDir(f), 'dist', 'index.html')));
  if (missing.length) {
    console.log(`Building ${missing.join(', ')} (first run)…`);
    await build(missing);
  }
}

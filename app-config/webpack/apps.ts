// The apps of this repository: its remotes (found by their folders, @powernest/domain/workspace)
// and the shell.
import path from 'node:path';
import { discoverRemotes as discoverWorkspaceRemotes, type RemoteApp } from '@powernest/domain/workspace';

export const root = path.resolve(__dirname, '..', '..');

export type { RemoteApp };

export function appDir(folder: string): string {
  return path.join(root, folder);
}

/** The remotes of this checkout (see @powernest/domain/workspace). */
export const discoverRemotes = (): RemoteApp[] => discoverWorkspaceRemotes(root);

/** Everything `npm run build` builds: the remotes first, then the shell that loads them. */
export function buildableApps(): string[] {
  return [...discoverRemotes().map((r) => r.folder), 'shell'];
}

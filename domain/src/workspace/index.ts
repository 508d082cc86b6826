// The remotes of a checkout or a deployed image, found by their folders: a remote is any
// top-level folder whose package.json carries `"powernest": { "remote": { "standalonePort": … } }`.
// Adding a remote is adding its folder; nothing lists them. Node only (reads the disk): the
// build tooling and the site server import it as @powernest/domain/workspace; pages never do.
import fs from 'node:fs';
import path from 'node:path';
import { scopeOf } from '../contract/remotes';

export interface RemoteApp {
  /** Workspace folder and URL segment: /remotes/<folder>/. */
  folder: string;
  /** Module Federation container name. */
  scope: string;
  /** Where `npm start -w <folder>` serves it alone. */
  standalonePort: number;
}

function readRemote(root: string, folder: string): RemoteApp | null {
  const file = path.join(root, folder, 'package.json');
  if (!fs.existsSync(file)) return null;
  const remote = JSON.parse(fs.readFileSync(file, 'utf8'))?.powernest?.remote;
  if (!remote) return null;
  if (!Number.isInteger(remote.standalonePort)) throw new Error(`${file}: powernest.remote.standalonePort must be a port number`);
  return { folder, scope: scopeOf(folder), standalonePort: remote.standalonePort };
}

/** The remotes under `root` in a stable order (by standalone port): the order the site lists them in. */
export function discoverRemotes(root: string): RemoteApp[] {
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('.') && d.name !== 'node_modules')
    .map((d) => readRemote(root, d.name))
    .filter((r): r is RemoteApp => r !== null)
    .sort((a, b) => a.standalonePort - b.standalonePort);
}

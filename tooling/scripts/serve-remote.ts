// `npm start -w <remote>`: that remote alone, with the API in-process, on its own port.
import { createStandaloneServer } from '../../shell/server/createServer';
import { listenAndReport } from '../../shell/server/listen';
import { ensureBuilt } from './ensureBuilt';
import { discoverRemotes } from '../../app-config/webpack/apps';

const folder = process.argv[2];
const remotes = discoverRemotes();
const remote = remotes.find((r) => r.folder === folder);
if (!remote) {
  console.error(`Usage: serve-remote <${remotes.map((r) => r.folder).join('|')}>`);
  process.exit(1);
}
const env = { ...process.env, PORT: process.env.PORT ?? String(remote.standalonePort) };

ensureBuilt([folder])
  .then(() => createStandaloneServer(folder, env))
  .then((app) => listenAndReport(app, `${folder} (standalone)`, env))
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });

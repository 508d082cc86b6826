// `npm start`: build whatever is missing, then serve site + API in one process.
import { buildableApps } from '../../app-config/webpack/apps';
import { ensureBuilt } from './ensureBuilt';

ensureBuilt(buildableApps())
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server module starts listening when loaded, so it is loaded only once the builds exist
  .then(() => require('../../shell/server/main'))
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });

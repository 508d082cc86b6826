// `npm start`: build whatever is missing, then serve site + API in one process.
import { APPS } from '../webpack/apps';
import { ensureBuilt } from './ensureBuilt';

ensureBuilt(APPS)
  .then(() => require('../../shell/server/main'))
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });

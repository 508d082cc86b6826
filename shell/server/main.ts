// `npm start`: the whole PowerNest site and API in one process on PORT (default 3000).
import { createSiteServer } from './createServer';
import { listenAndReport } from './listen';

createSiteServer()
  .then((app) => listenAndReport(app, 'PowerNest'))
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });

import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { openStore, type Store } from '../../store';

declare module 'fastify' {
  interface FastifyInstance {
    store: Store;
  }
}

/** Opens the store once and closes it when the app closes (after the outbox worker stops). */
export default fp<{ config: AppConfig; store?: Store }>(
  async (app, { config, store }) => {
    const opened = store ?? (await openStore(config.store));
    app.decorate('store', opened);
    // onClose hooks run in reverse registration order, so plugins registered after this one
    // (the outbox worker) are stopped before the store goes away.
    app.addHook('onClose', async () => {
      await opened.close();
    });
  },
  { name: 'store' },
);

import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { OutboxWorker } from '../../mail/outbox-worker';
import type { MailTransport } from '../../mail/transport';
import { createTransport } from '../../mail/transports';
import { keepContactByMessage } from '../../application/contact-by-message';

declare module 'fastify' {
  interface FastifyInstance {
    outboxWorker: OutboxWorker;
  }
}

/**
 * The outbox worker and its transport. Polling starts when the app is ready and stops on close;
 * registered after the store plugin, so its onClose runs first (hooks close in reverse order)
 * and in-flight deliveries finish before the store closes.
 */
export default fp<{ config: AppConfig; transport?: MailTransport }>(
  async (app, { config, transport: injected }) => {
    const transport = injected ?? createTransport(config.mail, app.log);
    const worker = new OutboxWorker({
      outbox: app.store.outbox,
      transport,
      log: app.log,
      maxAttempts: config.mail.maxAttempts,
      retryBaseMs: config.mail.retryBaseMs,
      leadStatusOf: async (leadId) => (await app.store.leads.get(leadId))?.status,
      visitSequenceOf: async (visitId) => (await app.store.visits.get(visitId))?.sequence,
      afterSent: (message) => keepContactByMessage(app, message),
    });
    app.decorate('outboxWorker', worker);
    app.addHook('onReady', async () => worker.start(config.mail.pollIntervalMs));
    app.addHook('onClose', async () => {
      await worker.stop();
      await transport.close?.();
    });
  },
  { name: 'mailer', dependencies: ['store'] },
);

import fp from 'fastify-plugin';
import { visitBooking } from '../../application/visit-booking';
import type { AppConfig } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Finishes the half-done visit changes older than the grace period at `now` (VisitBooking.finishUnsettled). */
    finishVisitSteps(now?: Date): Promise<number>;
  }
}

/**
 * Finishes the visit changes a stopped process left half done (VisitStep, issue #42): every
 * instance looks at the outbox's pace; finishing is idempotent, so two instances may both look.
 */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const visits = visitBooking(app, config);
    app.decorate('finishVisitSteps', (now?: Date) => visits.finishUnsettled(now));
    let timer: NodeJS.Timeout | undefined;
    let sweeping: Promise<unknown> = Promise.resolve();
    const sweep = () => {
      sweeping = visits.finishUnsettled().catch((error: unknown) => app.log.error({ err: error }, 'finishing half-done visit changes failed; tried again at the next sweep'));
    };
    app.addHook('onReady', async () => {
      // Tests run without timers (a 0 interval) and sweep when they choose (finishUnsettled).
      if (config.mail.pollIntervalMs <= 0) return;
      timer = setInterval(sweep, config.mail.pollIntervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await sweeping;
    });
  },
  { name: 'visit-steps', dependencies: ['store', 'mailer', 'live-events'] },
);

import { MINUTE_MS } from '@powernest/domain';
import fp from 'fastify-plugin';
import { openDueAreas } from '../../application/area-launch';
import type { AppConfig } from '../../config';
import type { ServiceArea } from '../../store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Opens the coming-soon areas whose launch date has come at `now`, telling their waiting lists (issue #44). */
    openDueAreas(now?: Date): Promise<ServiceArea[]>;
  }
}

/**
 * Launch dates are days in the team's time zone: each instance looks once a minute (and once at
 * start-up); an area is opened, and its waiting list told, by whichever instance gets it first.
 */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    app.decorate('openDueAreas', (now?: Date) => openDueAreas(app, config.mail, now));
    let timer: NodeJS.Timeout | undefined;
    let checking: Promise<unknown> = Promise.resolve();
    const check = () => {
      checking = openDueAreas(app, config.mail).catch((error: unknown) => app.log.error({ err: error }, 'opening the service areas due today failed; tried again in a minute'));
    };
    app.addHook('onReady', async () => {
      // Tests run without timers (the outbox's 0 interval) and open areas when they choose.
      if (config.mail.pollIntervalMs <= 0) return;
      check();
      timer = setInterval(check, MINUTE_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await checking;
    });
  },
  { name: 'area-launches', dependencies: ['store', 'mailer'] },
);

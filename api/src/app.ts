import { API_PREFIX } from '@powernest/domain';
import type {} from './http/page-view-sink';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import { frameworkErrors } from './http/framework-errors';
import { loggerOptions } from './http/logging';
import cookie from './plugins/external/cookie';
import jwt from './plugins/external/jwt';
import sensible from './plugins/external/sensible';
import adminAuthPlugin from './plugins/app/admin-auth';
import adminSeedPlugin from './plugins/app/admin-seed';
import areaLaunchesPlugin from './plugins/app/area-launches';
import gracefulClosePlugin from './plugins/app/graceful-close';
import liveEventsPlugin from './plugins/app/live-events';
import mailerPlugin from './plugins/app/mailer';
import visitStepsPlugin from './plugins/app/visit-steps';
import partnerAnswersPlugin from './plugins/app/partner-answers';
import seedPlugin from './plugins/app/seed';
import sessionsPlugin from './plugins/app/sessions';
import storePlugin from './plugins/app/store';
import apiRoutes from './routes/api';
import logoutRoutes from './routes/auth/logout';
import helmet from './plugins/external/helmet';
import openapi from './plugins/external/swagger';
import type { MailTransport } from './mail/transport';
import type { Store } from './store';
import { routePlugin } from './http/routePlugin';

export interface BuildAppOptions {
  /** false (silent), true, or a pino options object. Default: pino at config.logLevel, in config.logFormat. */
  logger?: boolean | object;
  /** Use this store instead of opening the configured one (tests). */
  store?: Store;
  /** Use this mail transport instead of the configured one (tests). */
  mailTransport?: MailTransport;
  /** Where the generated first-admin password is printed (default: stdout, never the logger). */
  print?: (text: string) => void;
}

/**
 * Builds the API: root-level decorators (store, jwt, sessions, admin auth and the first admin, outbox worker), every route under
 * /api in an encapsulated scope, and GET /auth/logout. The instance is returned before `ready`
 * so the site server can still register its own routes on it.
 */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const logging = options.logger === undefined ? loggerOptions(config) : { options: { logger: options.logger } };
  const app = Fastify({
    ...logging.options,
    trustProxy: config.http.trustProxy,
    frameworkErrors,
  });
  if ('fallback' in logging && logging.fallback) app.log.warn(logging.fallback);

  if (config.env !== 'test') {
    // Operators must see these whatever the logger does, hence stderr.
    for (const warning of config.warnings) console.warn(`\n  !!! WARNING: ${warning}\n`);
  }

  await app.register(sensible);
  // Before graceful-close: its preClose waits for clients to leave, and live streams must be ended first.
  await app.register(liveEventsPlugin);
  await app.register(gracefulClosePlugin);
  await app.register(storePlugin, { config, store: options.store });
  // The site server in this process adds its page-view batches to the store's counters (issue #45).
  app.decorate('pageViewSink', (counts) => app.store.pageViews.add(counts));
  await app.register(cookie);
  await app.register(jwt, { config });
  await app.register(partnerAnswersPlugin);
  await app.register(seedPlugin, { config });
  await app.register(mailerPlugin, { config, transport: options.mailTransport });
  await app.register(sessionsPlugin, { config });
  await app.register(adminAuthPlugin, { config });
  await app.register(adminSeedPlugin, { config, print: options.print });
  await app.register(visitStepsPlugin, { config });
  await app.register(areaLaunchesPlugin, { config });
  // Before every route: it documents those registered after it.
  await app.register(openapi);
  await app.register(apiRoutes, { prefix: API_PREFIX, config });
  // The sign-out page answers with the API's security headers too (a redirect is an answer).
  await app.register(
    routePlugin(async function signOutPage(scope) {
      await scope.register(helmet);
      await scope.register(logoutRoutes);
    }),
  );

  return app;
}

import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config';
import compress from '../plugins/external/compress';
import cors from '../plugins/external/cors';
import helmet from '../plugins/external/helmet';
import rateLimit from '../plugins/external/rate-limit';
import zod from '../plugins/external/zod';
import errorHandler from '../plugins/app/error-handler';
import jsonOnly from '../plugins/app/json-only';
import sameOrigin from '../plugins/app/same-origin';
import adminRoutes from './admin';
import possibleDuplicatesRoutes from './admin/possible-duplicates';
import analyticsRoutes from './analytics';
import promiseRoutes from './analytics/promises';
import applicationRoutes from './application';
import auditLogRoutes from './audit-log';
import docsRoutes from './docs';
import healthRoutes from './health';
import leadRoutes from './leads';
import liveEventRoutes from './live-events';
import leadSourceRoutes from './lead-sources';
import pageViewRoutes from './page-views';
import partnerRoutes from './partners';
import serviceAreaRoutes from './service-areas';
import teamRoutes from './team';
import userRoutes from './user';
import visitRoutes from './visits';
import waitingListRoutes from './waiting-list';
import { routePlugin } from '../http/routePlugin';

/**
 * Everything under /api, in its own encapsulated scope: its hooks, error handler and JSON 404
 * stay here, so the site server can add static files and an HTML 404 on the root afterwards.
 */
const apiRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  // Layer 1: external wrappers.
  await app.register(zod);
  await app.register(compress);
  await app.register(helmet);
  await app.register(cors, { config });
  await app.register(rateLimit);
  // Layer 2: request policy and error handling for this scope.
  await app.register(errorHandler);
  await app.register(jsonOnly, { config });
  await app.register(sameOrigin, { config });
  // Layer 3: routes by domain.
  await app.register(healthRoutes);
  await app.register(leadRoutes, { config });
  await app.register(partnerRoutes, { config });
  await app.register(userRoutes);
  await app.register(adminRoutes, { config });
  await app.register(analyticsRoutes);
  await app.register(promiseRoutes, { timeZone: config.mail.timeZone });
  await app.register(possibleDuplicatesRoutes);
  await app.register(teamRoutes);
  await app.register(auditLogRoutes, { timeZone: config.mail.timeZone });
  await app.register(waitingListRoutes, { config });
  await app.register(serviceAreaRoutes, { config });
  await app.register(applicationRoutes, { config });
  await app.register(visitRoutes);
  await app.register(liveEventRoutes);
  await app.register(pageViewRoutes, { jwtSecret: config.jwtSecret });
  await app.register(leadSourceRoutes);
  await app.register(docsRoutes);
};

export default routePlugin(apiRoutes);

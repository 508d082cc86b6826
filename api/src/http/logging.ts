import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config';

/**
 * pino-pretty is a devDependency (the production image is installed without it), so it is only
 * named as the logger's transport target, never imported, and only when it can be found:
 * `LOG_FORMAT=pretty` (development's default) on an install without it logs JSON instead.
 */
function prettyAvailable(): boolean {
  try {
    require.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/** Fastify's logger options for the configured level and format, and whether the lines are pretty. */
export function loggerOptions(config: Pick<AppConfig, 'logLevel' | 'logFormat'>): {
  options: Pick<FastifyServerOptions, 'logger' | 'disableRequestLogging'>;
  pretty: boolean;
  /** Why pretty lines were asked for and not given (said once the logger exists). */
  fallback?: string;
} {
  if (config.logFormat !== 'pretty') return { options: { logger: { level: config.logLevel } }, pretty: false };
  if (!prettyAvailable()) {
    return { options: { logger: { level: config.logLevel } }, pretty: false, fallback: 'LOG_FORMAT=pretty but pino-pretty is not installed: logging JSON' };
  }
  return {
    options: {
      logger: {
        level: config.logLevel,
        transport: {
          target: 'pino-pretty',
          // singleLine: an entry's fields stay on its line; pid, hostname and the request id are
          // noise on a developer's terminal (the JSON lines keep them).
          options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,reqId', singleLine: true },
        },
      },
      // Fastify's two lines per request ("incoming request", "request completed", each with
      // its objects) become the one line below.
      disableRequestLogging: true,
    },
    pretty: true,
  };
}

/** One line per answered request: `GET /api/health 200 1.4 ms`. */
export function logEachRequestOnce(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(`${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`);
  });
}

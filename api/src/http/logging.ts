import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config';

/**
 * pino-pretty is a devDependency (the production image is installed without it), so it is only
 * named as the logger's transport target, never imported, and only when it can be found:
 * `LOG_FORMAT=pretty` (development's default) on an install without it logs JSON instead.
 * The probe names it through this constant: a literal `require.resolve('pino-pretty')` would
 * count, for the server build's check (tooling/scripts/build-server.ts), as a package the
 * production server requires, which it does not.
 */
const PRETTY_TRANSPORT = 'pino-pretty';

function prettyAvailable(): boolean {
  try {
    require.resolve(PRETTY_TRANSPORT);
    return true;
  } catch {
    return false;
  }
}

/**
 * Fastify's two lines per request ("incoming request", then "request completed" with the reply's
 * fields) as one, written when the answer is sent: `GET /api/health 200 1.4 ms`. Its other lines
 * (the default error handler's, a 404's, …) are Fastify's own.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = `${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

/**
 * pino-pretty's options. singleLine: an entry's fields stay on its line; pid, hostname and the
 * request id are noise on a developer's terminal (the JSON lines keep them).
 */
export const PRETTY_OPTIONS = { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,reqId', singleLine: true } as const;

/** Fastify's logger options for the configured level and format. */
export function loggerOptions(config: Pick<AppConfig, 'logLevel' | 'logFormat'>): {
  options: Pick<FastifyServerOptions, 'logger' | 'logController'>;
  /** Why pretty lines were asked for and not given (said once the logger exists). */
  fallback?: string;
} {
  const json = { logger: { level: config.logLevel } };
  if (config.logFormat !== 'pretty') return { options: json };
  if (!prettyAvailable()) return { options: json, fallback: 'LOG_FORMAT=pretty but pino-pretty is not installed: logging JSON' };
  return {
    options: {
      logger: {
        level: config.logLevel,
        transport: { target: PRETTY_TRANSPORT, options: PRETTY_OPTIONS },
      },
      logController: new OneLinePerRequest(),
    },
  };
}

// Standalone API server (docker-compose's `api` service; `npm start -w api`).
import { buildApp } from './app';
import errorHandler from './plugins/app/error-handler';
import { describeStore, loadConfig, type AppConfig } from './config';

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }

  const app = await buildApp(config);
  // Alone (no site server on the root), an unknown path is answered in the API's own shape.
  await app.register(errorHandler);

  // Graceful shutdown: stop accepting, finish in-flight requests, stop the outbox worker,
  // close the store (app.close runs every onClose hook).
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received, shutting down`);
    const timer = setTimeout(() => {
      console.error('Shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('Error during shutdown', err);
        process.exit(1);
      },
    );
  };
  // Before saying "listening": a signal that arrives before its handler kills the process
  // outright (an operator, or a supervisor, may stop it the moment it reports ready).
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  console.log(`PowerNest API listening on ${address} (store: ${describeStore(config)}, mail: ${config.mail.transport})`);
}

main().catch((error: unknown) => {
  console.error('PowerNest API failed to start:', error);
  process.exit(1);
});

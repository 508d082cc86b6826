// A site server holding the bench's partner network, in a process of its own, as production
// runs one site per process. The server's federation runtime is global to its process: two
// sites in one process would both render the first one's build of a remote on the server, and
// the other's browser build would then hydrate HTML it did not make.
// Started by the locator bench (browser.ts) with fork(): it answers { url } once it listens.
import type { AddressInfo } from 'node:net';
import { createSiteServer } from '../../shell/server/createServer';
import { benchEnv } from './api';
import { partnerNetwork } from './partners';

export interface PartnerSiteReady {
  url: string;
}

async function main(): Promise<void> {
  const count = Number(process.env.BENCH_PARTNER_COUNT);
  if (!Number.isInteger(count) || count < 0) throw new Error('BENCH_PARTNER_COUNT must be a whole number');
  const app = await createSiteServer(benchEnv({ HOST: '127.0.0.1' }));
  await app.ready();
  // The same seed as the parent's network: the same partners, generated here instead of sent.
  await app.store.partners.createMany(partnerNetwork({ count }));
  await app.inject({ method: 'GET', url: '/api/partners?limit=1' }); // builds the memory indexes
  await app.listen({ port: 0, host: '127.0.0.1' });
  const ready: PartnerSiteReady = { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/find-locations` };
  process.send?.(ready);
  process.on('disconnect', () => void app.close().finally(() => process.exit(0)));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});

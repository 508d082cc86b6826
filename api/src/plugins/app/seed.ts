import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { demoPartners } from '../../seed/demo-partners';

/**
 * Demo data for a first start: partners for the locator, only when the store has none (so a
 * real database is never topped up). On by default outside production; SEED_DEMO overrides.
 */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    if (!config.seedDemo) return;
    if ((await app.store.partners.count()) > 0) return;
    const n = await app.store.partners.createMany(demoPartners());
    app.log.info(`seeded ${n} demo partners`);
  },
  { name: 'seed', dependencies: ['store'] },
);

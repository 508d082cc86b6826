import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { discoverRemotes } from '../tooling/webpack/apps';
import { TEST_PORTS, chromiumUse, remoteTestPort, repoRoot, sharedConfig, siteServer, standaloneServer } from '../tooling/playwright/base';

// Everything in one run: each remote standalone, then the whole site, then the site with one
// remote unreachable. A remote's own config (mf-*/playwright.config.ts) runs just its part.
const DEAD_PARTNERSHIP = 'http://127.0.0.1:9/mf-manifest.json';
// ... and the marketing remote's server entry is dead too, while its browser build is fine.
const DEAD_MARKETING_SERVER_ENTRY = 'http://127.0.0.1:9/server/remoteEntry.js';

export default defineConfig({
  ...sharedConfig,
  outputDir: path.join(repoRoot, 'test-results', `e2e-${TEST_PORTS.site}`),
  projects: [
    ...discoverRemotes().map((r) => ({
      name: `${r.folder} standalone`,
      testDir: path.join(repoRoot, r.folder, 'e2e'),
      use: { ...chromiumUse, baseURL: `http://127.0.0.1:${remoteTestPort(r.folder)}` },
    })),
    {
      name: 'site',
      testDir: path.join(__dirname, 'site'),
      use: { ...chromiumUse, baseURL: `http://127.0.0.1:${TEST_PORTS.site}` },
    },
    {
      name: 'site with a dead remote',
      testDir: path.join(__dirname, 'degraded'),
      use: { ...chromiumUse, baseURL: `http://127.0.0.1:${TEST_PORTS.degraded}` },
    },
  ],
  webServer: [
    siteServer(TEST_PORTS.site),
    siteServer(TEST_PORTS.degraded, { REMOTE_MF_PARTNERSHIP_URL: DEAD_PARTNERSHIP, REMOTE_MF_MARKETING_SERVER_URL: DEAD_MARKETING_SERVER_ENTRY }),
    ...discoverRemotes().map((r) => standaloneServer(r.folder, remoteTestPort(r.folder))),
  ],
});

import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { remoteUrlEnvVar } from '@powernest/domain';
import { discoverRemotes } from '../../app-config/webpack/apps';
import { compatRemoteEntry } from '../../tooling/compat/serve';
import { TEST_PORTS, chromiumUse, repoRoot, sharedConfig, siteServer, testServerEnv } from '../../app-config/playwright/base';

// The mixed-build suite (`npm run test:compat`, part of `npm test`): today's builds against the
// previous release's (the newest v* tag behind HEAD), in both directions. Today's builds must
// exist (`npm run build`); the previous release is checked out and built on first use (~2 min),
// then reused from .tmp/compat/<tag>/ and, in a fresh clone, copied from the build cache outside
// it (~/.cache/powernest/builds/<commit>/; tooling/compat/previousRelease.ts).
const previousRemotes = Object.fromEntries(
  discoverRemotes().map((r) => [remoteUrlEnvVar(r.folder), compatRemoteEntry(TEST_PORTS.compatRemotes, 'previous', r.folder)]),
);

export default defineConfig({
  ...sharedConfig,
  testDir: __dirname,
  outputDir: path.join(repoRoot, 'test-results', `compat-${TEST_PORTS.site}`),
  timeout: 120_000,
  projects: [
    {
      name: "today's shell with the previous release's remotes",
      use: { ...chromiumUse, baseURL: `http://127.0.0.1:${TEST_PORTS.compatCurrentSite}` },
      metadata: { shell: 'current' },
    },
    {
      name: "the previous release's shell with today's remotes",
      use: { ...chromiumUse, baseURL: `http://127.0.0.1:${TEST_PORTS.compatPreviousSite}` },
      metadata: { shell: 'previous' },
    },
  ],
  webServer: [
    {
      // Builds the previous release if needed, serves every remote build on an origin of its
      // own, and runs the previous release's site server pointed at today's remotes.
      command: `npx tsx ${path.join('tooling', 'compat', 'serve.ts')} ${TEST_PORTS.compatRemotes} ${TEST_PORTS.compatPreviousSite}`,
      cwd: repoRoot,
      url: `http://127.0.0.1:${TEST_PORTS.compatPreviousSite}/api/health`,
      env: testServerEnv(TEST_PORTS.compatPreviousSite),
      reuseExistingServer: !process.env.CI,
      timeout: 600_000,
    },
    siteServer(TEST_PORTS.compatCurrentSite, previousRemotes),
  ],
});

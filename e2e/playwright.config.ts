import path from 'node:path';
import { defineConfig } from '@playwright/test';
import fs from 'node:fs';
import { discoverRemotes } from '../app-config/webpack/apps';
import { ADMIN_SETUP_FILE } from '../app-config/playwright/adminSession';
import { serversInParallel } from '../app-config/playwright/testServers';
import { TEST_PORTS, chromiumUse, composeServers, remoteTestPort, repoRoot, serversFor, sharedConfig, siteServer, standaloneServer, type ProjectWithServers } from '../app-config/playwright/base';

// Everything in one run: each remote standalone, then the whole site, then the site with one
// remote unreachable. A remote's own config (mf-*/playwright.config.ts) runs just its part.
// Each project names the servers it needs; a run starts only those of the projects it runs.
const DEAD_PARTNERSHIP = 'http://127.0.0.1:9/mf-manifest.json';
// ... and the marketing remote's server entry is dead too, while its browser build is fine.
const DEAD_MARKETING_SERVER_ENTRY = 'http://127.0.0.1:9/server/remoteEntry.js';
const VARIANT_PARTNERSHIP = `http://127.0.0.1:${TEST_PORTS.variantRemote}/mf-partnership/mf-manifest.json`;

/** A set of site tests (a folder of e2e/) against the site server on `port`, and the servers it needs. */
const siteProject = (name: string, folder: string, port: number, servers: ProjectWithServers['servers']): ProjectWithServers & { use: object } => ({
  name,
  testDir: path.join(__dirname, folder),
  use: { ...chromiumUse, baseURL: `http://127.0.0.1:${port}` },
  servers,
});

/**
 * A project whose folder holds an `admin.setup.ts`: its admin signs in once, in a setup project
 * `<name>: sign in` the project depends on (app-config/playwright/adminSession.ts).
 */
function withAdminSetup<P extends ProjectWithServers>(project: P): Array<P & { testMatch?: RegExp }> {
  if (!fs.existsSync(path.join(project.testDir, 'admin.setup.ts'))) return [project];
  const setup = `${project.name}: sign in`;
  return [{ ...project, name: setup, testMatch: ADMIN_SETUP_FILE }, { ...project, dependencies: [setup] }];
}

const projects = [
  ...discoverRemotes().flatMap((r) =>
    withAdminSetup({
      name: `${r.folder} standalone`,
      testDir: path.join(repoRoot, r.folder, 'e2e'),
      use: { ...chromiumUse, baseURL: `http://127.0.0.1:${remoteTestPort(r.folder)}` },
      servers: [standaloneServer(r.folder, remoteTestPort(r.folder))],
    }),
  ),
  ...withAdminSetup(siteProject('site', 'site', TEST_PORTS.site, [siteServer(TEST_PORTS.site)])),
  siteProject('site with a variant remote', 'variant', TEST_PORTS.variant, [
    // A new build of the partnership remote, deployed on its own (built by the command: ~30 s),
    // and a site pointed at it; the shell is the same build as everywhere else.
    {
      command: `npx tsx ${path.join('e2e', 'variant', 'serve.ts')} ${TEST_PORTS.variantRemote}`,
      cwd: repoRoot,
      url: `http://127.0.0.1:${TEST_PORTS.variantRemote}/mf-partnership/page-manifest.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
    },
    { ...siteServer(TEST_PORTS.variant, { REMOTE_MF_PARTNERSHIP_URL: VARIANT_PARTNERSHIP }), after: VARIANT_PARTNERSHIP, timeout: 240_000 },
  ]),
  siteProject('API and site as separate processes (docker-compose)', 'compose', TEST_PORTS.composeSite, composeServers(TEST_PORTS.composeApi, TEST_PORTS.composeSite)),
  siteProject('site with a dead remote', 'degraded', TEST_PORTS.degraded, [
    siteServer(TEST_PORTS.degraded, { REMOTE_MF_PARTNERSHIP_URL: DEAD_PARTNERSHIP, REMOTE_MF_MARKETING_SERVER_URL: DEAD_MARKETING_SERVER_ENTRY }),
  ]),
  // Real e-mail through SMTP to the mailbox the test starts (e2e/mail/mailbox.ts); links in it point here.
  siteProject('site sending e-mail', 'mail', TEST_PORTS.mailSite, [
    siteServer(TEST_PORTS.mailSite, {
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${TEST_PORTS.mailbox}`,
      MAIL_POLL_INTERVAL_MS: '500',
      SITE_ORIGIN: `http://127.0.0.1:${TEST_PORTS.mailSite}`,
    }),
  ]),
];

export default defineConfig({
  ...sharedConfig,
  outputDir: path.join(repoRoot, 'test-results', `e2e-${TEST_PORTS.site}`),
  projects: projects.map(({ servers: _servers, ...project }) => project),
  // Only the servers of the projects this run runs (`--project`, E2E_PROJECTS or the files named):
  // `--project=site` starts the site alone, not eleven servers and the variant's webpack build;
  // and those side by side (testServers.ts).
  ...serversInParallel(serversFor(projects)),
});

import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { discoverRemotes } from '../app-config/webpack/apps';
import { NODE_WITH_TSX, TEST_PORTS, testDatabaseUri, type TestStore, chromiumUse, composeServers, remoteTestPort, repoRoot, projectsAndSetup, sharedConfig, siteServer, standaloneServer, type ProjectWithServers } from '../app-config/playwright/base';

// Everything in one run: each remote standalone, then the whole site, then the site with one
// remote unreachable. A remote's own config (mf-*/playwright.config.ts) runs just its part.
// Each project names the servers it needs; a run starts only those of the projects it runs.
const DEAD_PARTNERSHIP = 'http://127.0.0.1:9/mf-manifest.json';
// ... and the marketing remote's server entry is dead too, while its browser build is fine.
const DEAD_MARKETING_SERVER_ENTRY = 'http://127.0.0.1:9/server/remoteEntry.js';
const VARIANT_PARTNERSHIP = `http://127.0.0.1:${TEST_PORTS.variantRemote}/mf-partnership/mf-manifest.json`;

/**
 * A set of site tests (a folder of e2e/) against the site server on `port`, and the servers it
 * needs. Its tests run one at a time (they share one server, and some count what it holds); two
 * projects run side by side (`workers` below).
 */
const siteProject = (name: string, folder: string, port: number, servers: ProjectWithServers['servers'], more: object = {}): ProjectWithServers & { use: object } => ({
  name,
  testDir: path.join(__dirname, folder),
  use: { ...chromiumUse, baseURL: `http://127.0.0.1:${port}` },
  servers,
  workers: 1,
  ...more,
});

/** The site sending real e-mail through SMTP to the mailbox its tests start (e2e/mail/mailbox.ts); links in it point here. */
const mailSiteServer = (port: number, mailbox: number, store: TestStore = 'memory') =>
  siteServer(port, { MAIL_TRANSPORT: 'smtp', SMTP_URL: `smtp://127.0.0.1:${mailbox}`, MAIL_POLL_INTERVAL_MS: '500', SITE_ORIGIN: `http://127.0.0.1:${port}` }, store);

/** The same site whose clock the test moves: Node run with the harness before tsx, its control port in the environment. */
const movedClockSiteServer = (port: number, mailbox: number, clock: number) => {
  const server = mailSiteServer(port, mailbox);
  return { ...server, command: `node --import ./e2e/clock/moved-clock.mjs --import tsx ${path.join('shell', 'server', 'main.ts')}`, env: { ...server.env, E2E_CLOCK_PORT: String(clock) } };
};

// The journeys that store and read what a visitor and the team do, again with the site on MongoDB
// (CI's FerretDB: E2E_MONGODB_URI, set by .ci/run): the contact form and the wizard, the sales
// desk, the booking from the status page, a Spanish application, the locator's coverage check and
// the waiting list.
const JOURNEYS_ON_MONGODB = /(leads|sales-desk|journeys|application-status|spanish-applicant|coverage-answers|area-opening)\.spec\.ts$/;
const TWO_INSTANCES: Record<string, string> = process.env.E2E_MONGODB_URI ? { MONGODB_URI: testDatabaseUri('two-instances'), JWT_SECRET: 'the-secret-both-instances-share-0123456789' } : {};
const journeysOnMongo = process.env.E2E_MONGODB_URI
  ? [
      siteProject('site on MongoDB', 'site', TEST_PORTS.mongoSite, [siteServer(TEST_PORTS.mongoSite, {}, 'mongo')], {
        testMatch: JOURNEYS_ON_MONGODB,
        // Not the mouse drag between two admins: on FerretDB the lead's creation event can reach
        // the board after the drag has begun, and a board that refreshes mid-drag cancels it (a
        // defect of the board, open); the live board across instances is "two site instances".
        grepInvert: /two admins on the board/,
        adminSession: 'site on MongoDB',
      }),
      siteProject('site sending e-mail on MongoDB', 'mail', TEST_PORTS.mongoMailSite, [mailSiteServer(TEST_PORTS.mongoMailSite, TEST_PORTS.mongoMailbox, 'mongo')], {
        testMatch: JOURNEYS_ON_MONGODB,
        metadata: { mailbox: TEST_PORTS.mongoMailbox },
      }),
      // Two site servers (each with its API) on one database, as production runs them behind a
      // load balancer: one secret, one store. The second starts once the first has set the
      // database up (its first admin, its indexes).
      siteProject('two site instances on MongoDB', 'two-instances', TEST_PORTS.firstInstance, [
        siteServer(TEST_PORTS.firstInstance, TWO_INSTANCES, 'mongo'),
        { ...siteServer(TEST_PORTS.secondInstance, TWO_INSTANCES, 'mongo'), after: `http://127.0.0.1:${TEST_PORTS.firstInstance}/api/health` },
      ], { metadata: { secondInstance: `http://127.0.0.1:${TEST_PORTS.secondInstance}` } }),
    ]
  : [];

// The site's checks of each page (its server rendering, hydration, routes, header, first paint,
// pages without JavaScript: 190 s of the site's 290 s in a quiet CI run) run on a site server of
// their own, as a project of their own, beside the site's journeys and admin tests: one project is
// one worker's work at a time, and the site's tests as one project were the run's longest lane.
const SITE_PAGE_CHECKS =
  /(server-rendering|hydration-on-interaction|routes|navigation|first-paint|partnership-first-paint|layout-shift|lazy-remotes|spanish|without-javascript|locator-without-javascript|locator-target-size|locator-cold-site|api-docs)\.spec\.ts$/;

// The workers take the projects' files in the order of this list (a project's files one at a time),
// so the longest projects come first and the shortest last, and the last minutes of the run are
// spent on short projects that fill whichever worker is free. Listed in the config's order, the
// MongoDB journeys came last: they began 8.5 min into a 12.5 min run and ran after the site's alone.
// The figures: each project's tests added up, in a quiet clean-clone CI run (issue #41).
const LONGEST_FIRST = [
  'site pages', // 190 s
  'site', // 100 s
  'site on MongoDB', // 54 s (FerretDB)
  'mf-locator standalone', // 47 s
  'mf-admin standalone', // 40 s
  'mf-partnership standalone', // 27 s
  'site sending e-mail on MongoDB', // 27 s
  'site sending e-mail', // 25 s
  'site with a moved clock', // 14 s
  'mf-marketing standalone', // 11 s
  'site with a dead remote', // 5 s
  'two site instances on MongoDB', // 5 s
  'site with a variant remote', // 2 s
  'API and site as separate processes (docker-compose)', // 2 s
];
/** A project's place in LONGEST_FIRST; one not listed (a new remote) comes after those listed. */
const placeOf = (name: string) => (LONGEST_FIRST.includes(name) ? LONGEST_FIRST.indexOf(name) : LONGEST_FIRST.length);

const projects = [
  siteProject('site', 'site', TEST_PORTS.site, [siteServer(TEST_PORTS.site)], { adminSession: 'site', testIgnore: SITE_PAGE_CHECKS }),
  siteProject('site pages', 'site', TEST_PORTS.sitePages, [siteServer(TEST_PORTS.sitePages)], { testMatch: SITE_PAGE_CHECKS }),
  ...discoverRemotes().map(
    (r): ProjectWithServers => ({
      name: `${r.folder} standalone`,
      testDir: path.join(repoRoot, r.folder, 'e2e'),
      use: { ...chromiumUse, baseURL: `http://127.0.0.1:${remoteTestPort(r.folder)}` },
      servers: [standaloneServer(r.folder, remoteTestPort(r.folder))],
      workers: 1,
      ...(r.folder === 'mf-admin' && { adminSession: 'mf-admin' }),
    }),
  ),
  siteProject('site with a variant remote', 'variant', TEST_PORTS.variant, [
    // A new build of the partnership remote, deployed on its own (built by the command: ~30 s),
    // and a site pointed at it; the shell is the same build as everywhere else.
    {
      command: `${NODE_WITH_TSX} ${path.join('e2e', 'variant', 'serve.ts')} ${TEST_PORTS.variantRemote}`,
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
  siteProject('site sending e-mail', 'mail', TEST_PORTS.mailSite, [mailSiteServer(TEST_PORTS.mailSite, TEST_PORTS.mailbox)], { metadata: { mailbox: TEST_PORTS.mailbox } }),
  // The promises' clocks (issue #45): the site sending e-mail, its clock moved by the test
  // (e2e/clock/moved-clock.mjs, a harness loaded into this server alone); production defaults otherwise.
  siteProject('site with a moved clock', 'clock', TEST_PORTS.clockSite, [movedClockSiteServer(TEST_PORTS.clockSite, TEST_PORTS.clockMailbox, TEST_PORTS.clockControl)], {
    metadata: { mailbox: TEST_PORTS.clockMailbox, clock: TEST_PORTS.clockControl },
  }),
  ...journeysOnMongo,
].sort((a, b) => placeOf(a.name) - placeOf(b.name));

export default defineConfig({
  ...sharedConfig,
  // Two projects side by side, each on its own servers and one test at a time (`workers: 1` on
  // every project): the site's own tests in one worker, the others beside them. Two tests on one
  // server at once would see each other's leads and limits; two projects do not. E2E_WORKERS=1:
  // one project after another.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  outputDir: path.join(repoRoot, 'test-results', `e2e-${TEST_PORTS.site}`),
  // Only the servers and admin sessions of the projects this run runs (`--project`, E2E_PROJECTS
  // or the files named): `--project=site` starts the site alone, not eleven servers and the
  // variant's webpack build; the servers side by side (testServers.ts).
  ...projectsAndSetup(projects),
});

import fs from 'node:fs';
import path from 'node:path';
import type { PlaywrightTestConfig } from '@playwright/test';
import { discoverRemotes } from '../webpack/apps';
import type { TestServer } from './testServers';

export const repoRoot = path.resolve(__dirname, '..', '..');

/**
 * Debian's Chromium (no browser download works here); CHROMIUM_PATH overrides. Its headless shell
 * (`apt-get install -y chromium-headless-shell`: the same Blink, V8 and flags without the browser's
 * windowing layer, what Playwright itself runs headless tests in) when it is installed: the same
 * page loads cost 2.4 times less CPU there (20 loads of the public pages: 13.4 s against 33.4 s,
 * issue #41); else the whole browser, headless.
 */
const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? (fs.existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : '/usr/bin/chromium');
/** Whether the tests run in the headless shell, which sends a page a mouse move no test made (test.ts). */
export const HEADLESS_SHELL = path.basename(CHROMIUM_EXECUTABLE).includes('headless-shell');

export const chromiumUse: PlaywrightTestConfig['use'] = {
  browserName: 'chromium',
  launchOptions: {
    executablePath: CHROMIUM_EXECUTABLE,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--enable-unsafe-swiftshader',
    ],
  },
  // A failed test keeps its trace (each action with its call log, the console, the network, the
  // test's source), a screenshot of where it stopped and the page's accessibility snapshot there
  // (error-context.md). Not the trace's screencast: a screenshot of every frame the page paints,
  // recorded for every test, cost a quarter of a page load's CPU (issue #41), for a film of tests
  // that passed. Nor its DOM snapshots (the page's whole DOM before and after each action, taken
  // for every test and thrown away when it passes): the server-rendering, hydration and routes
  // specs (65 tests) took 156 s and 138 s with them, 129 s without, as with no trace at all
  // (130 s, 130 s; issue #41, seventh pass).
  trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
  screenshot: 'only-on-failure',
};

/** The admin the test servers create on start. */
export const E2E_ADMIN: { username: string; password: string } = { username: 'admin', password: 'powernest-e2e-admin' };

/**
 * The test servers' store: memory, or for the servers of the "… on MongoDB" projects (with
 * E2E_MONGODB_URI: CI's FerretDB, .ci/run) a database of the server's own on that server, new for
 * each run, so the same journeys run on the production store.
 */
const E2E_DATABASE_RUN = Date.now();

/** A database of this run's own on E2E_MONGODB_URI's server. */
export function testDatabaseUri(name: string | number): string {
  const uri = process.env.E2E_MONGODB_URI;
  if (!uri) throw new Error('A test server on MongoDB needs E2E_MONGODB_URI');
  const url = new URL(uri);
  url.pathname = `/powernest_e2e_${E2E_DATABASE_RUN}_${name}`;
  return url.toString();
}

function storeEnv(port: number, store: TestStore): Record<string, string> {
  return store === 'memory' ? { STORE: 'memory' } : { STORE: 'mongo', MONGODB_URI: testDatabaseUri(port) };
}

/** Which store a test server keeps its data in. */
export type TestStore = 'memory' | 'mongo';

export function testServerEnv(port: number, extra: Record<string, string> = {}, store: TestStore = 'memory'): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    ...storeEnv(port, store),
    // A known first admin, so tests can sign in (the real first-run flow has its own API tests).
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    // ... that may work at once (the forced first change has its own API and admin UI tests).
    ADMIN_PASSWORD_MUST_CHANGE: 'false',
    // The rate limits are production's (issue #25: a raised lead limit hid that every route
    // shared one counter); a test that needs volume sends as visitors of its own (visitorHeaders).
    // So is the 1 s bound on server rendering: a site server is ready (GET /ready) once its
    // remotes are loaded, as a load balancer would wait for it.
    ...extra,
  };
}

/**
 * How a test server's TypeScript is run: Node with tsx's loader, one process. `npx tsx` was four
 * (a shell, npm exec, tsx's CLI, then Node), npm's start-up alone a second of CPU: a dozen servers
 * starting together on two cores before the first test (issue #41).
 */
export const NODE_WITH_TSX = 'node --import tsx';

/** The whole site (shell + remotes + API) on a port. */
export function siteServer(port: number, extra: Record<string, string> = {}, store: TestStore = 'memory'): TestServer {
  return {
    command: `${NODE_WITH_TSX} ${path.join('shell', 'server', 'main.ts')}`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/ready`,
    // Behind a load balancer, as in production: the test stands for it, so a journey test can be
    // a visitor of its own address (X-Forwarded-For); requests without one are 127.0.0.1's.
    env: testServerEnv(port, { TRUST_PROXY: '127.0.0.1', ...extra }, store),
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  };
}

/**
 * The docker-compose layout on loopback: the API alone (api/src/main.ts), trusting only the site
 * server's address, and the site server proxying /api to it. The test itself stands for the load
 * balancer in front of the site: the site trusts 127.0.0.1, so the X-Forwarded-For a test sends
 * is the visitor's address as a load balancer would append it.
 */
export function composeServers(apiPort: number, sitePort: number) {
  const limits = { LEADS_RATE_LIMIT_MAX: '3', LOGIN_RATE_LIMIT_MAX: '1000', TRUST_PROXY: '127.0.0.1' };
  return [
    {
      command: `${NODE_WITH_TSX} ${path.join('api', 'src', 'main.ts')}`,
      cwd: repoRoot,
      url: `http://127.0.0.1:${apiPort}/api/health`,
      env: testServerEnv(apiPort, limits),
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    siteServer(sitePort, { API_URL: `http://127.0.0.1:${apiPort}`, TRUST_PROXY: '127.0.0.1' }),
  ];
}

/** One remote alone (its standalone build + the API) on a port. */
export function standaloneServer(folder: string, port: number) {
  return {
    command: `${NODE_WITH_TSX} ${path.join('tooling', 'scripts', 'serve-remote.ts')} ${folder}`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/health`,
    env: testServerEnv(port),
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  };
}

/** Ports of the test servers; E2E_PORT_BASE moves them all (two runs side by side). */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4310);
export const TEST_PORTS = {
  site: PORT_BASE,
  degraded: PORT_BASE + 1,
  /** The site with a variant build of a remote (a page and a menu entry added, the shell unchanged). */
  variant: PORT_BASE + 2,
  /** Where that variant build is deployed, on an origin of its own. */
  variantRemote: PORT_BASE + 3,
  /** The mixed-build suite (e2e/compat): every remote build of today and of the previous release... */
  compatRemotes: PORT_BASE + 4,
  /** ... the previous release's site with today's remotes ... */
  compatPreviousSite: PORT_BASE + 5,
  /** ... and today's site with the previous release's remotes. */
  compatCurrentSite: PORT_BASE + 6,
  /** The docker-compose layout: the API as its own process ... */
  composeApi: PORT_BASE + 7,
  /** ... and the site server proxying /api to it. */
  composeSite: PORT_BASE + 8,
  /** The site sending real e-mail (SMTP) to ... */
  mailSite: PORT_BASE + 9,
  /** ... the test's own mailbox (an SMTP server the test starts and reads). */
  mailbox: PORT_BASE + 20,
  /** The journeys on MongoDB (E2E_MONGODB_URI): the site ... */
  mongoSite: PORT_BASE + 21,
  /** ... the site sending e-mail ... */
  mongoMailSite: PORT_BASE + 22,
  /** ... to a mailbox of its own. */
  mongoMailbox: PORT_BASE + 23,
  /** Two site instances on one MongoDB database, as behind a load balancer (issue #42). */
  firstInstance: PORT_BASE + 24,
  secondInstance: PORT_BASE + 25,
  /** The site with a clock the test moves (issue #45: promises due in 24 hours), its mailbox, and the clock's control port. */
  clockSite: PORT_BASE + 26,
  clockMailbox: PORT_BASE + 27,
  clockControl: PORT_BASE + 28,
  /** The site again, for its per-page checks (e2e/playwright.config.ts: SITE_PAGE_CHECKS), beside its other tests. */
  sitePages: PORT_BASE + 29,
} as const;

/** A remote alone: ten above the base plus its place among the remotes (its standalone port's last digits). */
export function remoteTestPort(folder: string): number {
  const remote = discoverRemotes().find((r) => r.folder === folder);
  if (!remote) throw new Error(`No remote ${folder}`);
  return PORT_BASE + 10 + (remote.standalonePort % 100);
}

export const sharedConfig: PlaywrightTestConfig = {
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // One test at a time on one server: tests share the server's leads, limits and caches. (The
  // whole suite, e2e/playwright.config.ts, runs two projects side by side, each on its own servers.)
  workers: 1,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
};

/** The config a remote's own `npm run test:e2e -w <remote>` uses: just that remote, alone. */
export function standaloneConfig(folder: string, testDir: string, adminSession?: string): PlaywrightTestConfig {
  const port = remoteTestPort(folder);
  const baseURL = `http://127.0.0.1:${port}`;
  return {
    ...sharedConfig,
    testDir,
    outputDir: path.join(repoRoot, 'test-results', folder),
    use: { ...chromiumUse, baseURL },
    // A remote whose tests work as the signed-in admin has it signed in once (adminSession.ts).
    ...beforeTheRun([standaloneServer(folder, port)], adminSession ? [{ key: adminSession, baseURL }] : []),
  };
}

/**
 * The global setup of a run: its test servers started side by side (testServers.ts), then the
 * admin sessions its projects work with signed in (adminSession.ts). Both setups run in the
 * runner's process, where the config put what they need.
 */
function beforeTheRun(servers: readonly TestServer[], sessions: readonly { key: string; baseURL: string }[]): Pick<PlaywrightTestConfig, 'globalSetup'> {
  process.env.POWERNEST_E2E_TEST_SERVERS = JSON.stringify(servers); // testServers.ts
  process.env.POWERNEST_E2E_ADMIN_SESSIONS = JSON.stringify(sessions); // adminSession.ts
  return { globalSetup: [require.resolve('./testServers'), require.resolve('./adminSession')] };
}

/** A project of a config together with the test servers its tests need. */
export interface ProjectWithServers {
  name: string;
  testDir: string;
  servers: readonly TestServer[];
  dependencies?: string[];
  workers?: number;
  /** Which files of its folder it runs (Playwright's own options; base.ts reads them when files are named). */
  testMatch?: RegExp;
  testIgnore?: RegExp;
  /** The key of the admin session its tests work with (adminSession.ts), signed in before the run. */
  adminSession?: string;
  use: { baseURL?: string };
}

/** `--project` arguments of this Playwright run (either form), plus E2E_PROJECTS (comma-separated). */
function askedProjects(argv: readonly string[]): string[] {
  const asked: string[] = [];
  argv.forEach((arg, i) => {
    if (arg === '--project' && argv[i + 1] !== undefined) asked.push(argv[i + 1]);
    else if (arg.startsWith('--project=')) asked.push(arg.slice('--project='.length));
  });
  for (const name of (process.env.E2E_PROJECTS ?? '').split(',')) if (name.trim()) asked.push(name.trim());
  return asked;
}

/** Playwright's own project matching: case-insensitive, `*` as a wildcard. */
const projectMatches = (pattern: string, name: string) =>
  new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`, 'i').test(name);

/** Whether a project's testMatch and testIgnore (regular expressions, where given) let a file under its folder in. */
const takes = (project: ProjectWithServers, file: string) =>
  (!(project.testMatch instanceof RegExp) || project.testMatch.test(file)) && !(project.testIgnore instanceof RegExp && project.testIgnore.test(file));

/**
 * The projects this run will run: those named by `--project` (or E2E_PROJECTS), else those whose
 * folders hold the test files or folders named on the command line, else all; with their
 * dependencies.
 */
function chosenProjects<P extends ProjectWithServers>(projects: readonly P[], argv: readonly string[]): P[] {
  let chosen = projects;
  const asked = askedProjects(argv);
  if (asked.length > 0) {
    chosen = projects.filter((p) => asked.some((pattern) => projectMatches(pattern, p.name)));
  } else {
    const paths = argv.slice(2).filter((arg) => !arg.startsWith('-') && fs.existsSync(arg) && !/playwright\.config\.ts$/.test(arg)).map((arg) => path.resolve(arg));
    const holding = projects.filter((p) => paths.some((file) => file === p.testDir || (file.startsWith(p.testDir + path.sep) && takes(p, file)) || p.testDir.startsWith(file + path.sep)));
    if (paths.length > 0 && holding.length > 0) chosen = holding;
  }
  const withDependencies = new Set(chosen.map((p) => p.name));
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of projects) {
      if (!withDependencies.has(p.name)) continue;
      for (const d of p.dependencies ?? []) {
        if (withDependencies.has(d)) continue;
        withDependencies.add(d);
        grew = true;
      }
    }
  }
  return projects.filter((p) => withDependencies.has(p.name));
}

/**
 * A config's projects and its global setup: only what the projects this run runs need (Playwright
 * would start every `webServer` of a config whichever projects are chosen): their test servers,
 * each once and side by side, and their admin sessions.
 */
export function projectsAndSetup<P extends ProjectWithServers>(projects: readonly P[], argv: readonly string[] = process.argv) {
  const chosen = chosenProjects(projects, argv);
  const servers = new Map<string, TestServer>();
  for (const p of chosen) for (const s of p.servers) servers.set(s.url, s);
  const sessions = new Map<string, { key: string; baseURL: string }>();
  for (const p of chosen) if (p.adminSession && p.use.baseURL) sessions.set(p.adminSession, { key: p.adminSession, baseURL: p.use.baseURL });
  return {
    ...beforeTheRun([...servers.values()], [...sessions.values()]),
    projects: projects.map(({ servers: _servers, adminSession: _session, ...project }) => project),
  };
}

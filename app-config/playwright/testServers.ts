// The test servers of a Playwright run, started side by side. Playwright's own `webServer` starts
// a config's servers one after another, each waiting for the last to answer: eleven servers (and
// the variant remote's webpack build) took 55-73 s before the first test. Started side by side
// (a few at a time: STARTING_AT_ONCE) they take little more than the slowest. A config hands its
// servers over through base.ts (projectsAndSetup, standaloneConfig); Playwright runs this file's
// default export as the first global setup, in the runner's process, before any worker.
//
// What Playwright's `webServer` does and this keeps: a server already answering its URL is
// reused when `reuseExistingServer` says so (outside CI); a server is ready when its URL answers
// 2xx, 3xx or 400-403; its stderr is shown, its stdout only with DEBUG=pw:webserver; the run fails
// with the server's last output when it exits or misses its timeout; every server is stopped
// (its whole process group) when the run ends.
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import pLimit from 'p-limit';

/** A test server as a config declares it (the fields of Playwright's `webServer` it uses). */
export interface TestServer {
  command: string;
  cwd: string;
  url: string;
  env?: Record<string, string>;
  reuseExistingServer?: boolean;
  timeout?: number;
  /** The URL of another server of the run this one needs answering before it starts (a site server reads its remotes' manifests when it starts). */
  after?: string;
}

/** How the config hands the servers to the global setup: both run in the runner's process (base.ts sets it). */
const SERVERS_ENV = 'POWERNEST_E2E_TEST_SERVERS';

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2_000) });
    await res.body?.cancel();
    return (res.status >= 200 && res.status < 400) || (res.status >= 400 && res.status <= 403);
  } catch {
    return false;
  }
}

const name = (server: TestServer) => new URL(server.url).host;

interface Running {
  server: TestServer;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: string[];
}

function launch(server: TestServer): Running {
  const child = spawn(server.command, {
    cwd: server.cwd,
    env: { ...process.env, ...server.env },
    shell: true,
    // A process group of its own, so stopping it stops what its command started (npx → tsx → node).
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer, show: boolean) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      output.push(line);
      if (output.length > 40) output.shift();
      if (show) process.stderr.write(`[WebServer ${name(server)}] ${line}\n`);
    }
  };
  const debug = /pw:webserver/.test(process.env.DEBUG ?? '');
  child.stdout!.on('data', (chunk: Buffer) => keep(chunk, debug));
  child.stderr!.on('data', (chunk: Buffer) => keep(chunk, true));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { server, child, exited, output };
}

async function ready(running: Running): Promise<void> {
  const { server } = running;
  const deadline = Date.now() + (server.timeout ?? 60_000);
  let exitCode: number | null | undefined;
  void running.exited.then((code) => (exitCode = code));
  while (!(await answers(server.url))) {
    const last = () => running.output.join('\n');
    if (exitCode !== undefined) throw new Error(`Test server "${server.command}" exited (code ${exitCode}) before ${server.url} answered:\n${last()}`);
    if (Date.now() > deadline) throw new Error(`Test server "${server.command}" did not answer ${server.url} within ${server.timeout ?? 60_000} ms:\n${last()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stop(running: Running): Promise<void> {
  const group = -running.child.pid!;
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(group, s);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const killed = setTimeout(() => signal('SIGKILL'), 5_000);
  await running.exited;
  clearTimeout(killed);
}

/**
 * At most this many servers are starting at any moment (twice the cores), in the config's order
 * (the first projects' first). Each server bounds its own start (Fastify's plugin timeout: a
 * store that has not connected and made its indexes in 10 s fails the start); seventeen starting
 * together on a slowed 2-core machine took the MongoDB site servers past it (issue #41).
 */
const STARTING_AT_ONCE = 2 * os.availableParallelism();

/** Playwright's global setup: starts the config's servers side by side; the returned function stops them. */
export default async function startTestServers(): Promise<() => Promise<void>> {
  const servers = JSON.parse(process.env[SERVERS_ENV] ?? '[]') as TestServer[];
  const reused = await Promise.all(servers.map(async (s) => !!s.reuseExistingServer && (await answers(s.url))));
  const started: Running[] = [];
  // A runner that dies without its teardown (Ctrl+C, a crash) still takes its servers with it.
  process.on('exit', () => {
    for (const { child } of started) {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });
  const stopAll = async () => {
    await Promise.all(started.map(stop));
  };
  const starting = pLimit(STARTING_AT_ONCE);
  const start = async (server: TestServer) => {
    const deadline = Date.now() + (server.timeout ?? 60_000);
    while (server.after && !(await answers(server.after))) {
      if (Date.now() > deadline) throw new Error(`Test server "${server.command}" waited in vain for ${server.after}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // A place is taken once the server it waits for answers: that one never waits on a place held by this one.
    await starting(async () => {
      const running = launch(server);
      started.push(running);
      await ready(running);
    });
  };
  try {
    await Promise.all(servers.filter((_, i) => !reused[i]).map(start));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}

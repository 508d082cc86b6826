// Start-up smoke test: `npm start` on the Node running this script answers the home page
// (rendered on the server), the API's health check and a lead. CI runs it on the machine's Node
// and on the LTS releases installed from the npm registry (see .ci/run and README "Node versions").
//   npx tsx tooling/scripts/smoke.ts            # SMOKE_PORT (default 3990), SMOKE_TIMEOUT_S (default 240)
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { SAMPLE_SHORT_LEAD, healthResponse, leadCreatedResponse } from '@powernest/domain';

const port = Number(process.env.SMOKE_PORT ?? 3990);
// A clean clone builds every app first (about two minutes on two cores).
const startTimeoutMs = Number(process.env.SMOKE_TIMEOUT_S ?? 240) * 1000;
const origin = `http://127.0.0.1:${port}`;
const HOME_HEADING = /<h1[^>]*>[^<]+<\/h1>/;

// npm and the server it starts run on this script's Node: its folder comes first on PATH.
const PATH = `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`;
const serverNode = execFileSync('node', ['--version'], { env: { ...process.env, PATH } }).toString().trim();
if (serverNode !== process.version) throw new Error(`the server would run on Node ${serverNode}, not ${process.version}`);

const started = Date.now();
let output = '';
let exited: number | null = null;

function startServer() {
  const server = spawn('npm', ['start'], {
    cwd: path.resolve(__dirname, '../..'),
    detached: true, // its own process group: npm, tsx and the server stop together
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PATH, PORT: String(port), HOST: '127.0.0.1', STORE: 'memory', LOG_LEVEL: 'warn' },
  });
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.on('exit', (code, signal) => (exited = code ?? (signal ? 128 : 1)));
  return server;
}

function stop(server: ReturnType<typeof startServer>): Promise<void> {
  if (exited !== null || server.pid === undefined) return Promise.resolve();
  const group = -server.pid;
  return new Promise((resolve) => {
    const force = setTimeout(() => process.kill(group, 'SIGKILL'), 10_000);
    server.on('exit', () => {
      clearTimeout(force);
      resolve();
    });
    process.kill(group, 'SIGTERM');
  });
}

async function waitUntilUp(): Promise<void> {
  while (Date.now() - started < startTimeoutMs) {
    if (exited !== null) throw new Error(`npm start exited with ${exited} before answering`);
    const up = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`npm start did not answer within ${startTimeoutMs / 1000} s`);
}

async function check(): Promise<string[]> {
  const seen: string[] = [];

  const health = await fetch(`${origin}/api/health`);
  if (health.status !== 200) throw new Error(`/api/health answered ${health.status}`);
  healthResponse.parse(await health.json());
  seen.push('/api/health 200');

  const home = await fetch(`${origin}/`);
  const html = await home.text();
  if (home.status !== 200) throw new Error(`/ answered ${home.status}`);
  if (!HOME_HEADING.test(html)) throw new Error('/ has no heading in its HTML: the server did not render the page');
  seen.push(`/ 200 (server rendering: ${home.headers.get('x-ssr')})`);

  const lead = await fetch(`${origin}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ ...SAMPLE_SHORT_LEAD, businessName: `Smoke test ${process.version}` }),
  });
  if (lead.status !== 201) throw new Error(`POST /api/leads answered ${lead.status}: ${await lead.text()}`);
  leadCreatedResponse.parse(await lead.json());
  seen.push('POST /api/leads 201');
  return seen;
}

async function main() {
  // Another server on the port would answer for this one.
  const taken = await fetch(origin, { signal: AbortSignal.timeout(1000) }).then(() => true, () => false);
  if (taken) {
    console.error(`smoke: port ${port} is taken: stop what listens there or set SMOKE_PORT`);
    process.exitCode = 1;
    return;
  }
  const server = startServer();
  try {
    await waitUntilUp();
    const seen = await check();
    console.log(`smoke on Node ${process.version}: ${seen.join(', ')} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (err) {
    console.error(`smoke on Node ${process.version} failed: ${err instanceof Error ? err.message : String(err)}`);
    console.error(`--- npm start printed:\n${output.slice(-4000)}`);
    process.exitCode = 1;
  } finally {
    await stop(server);
  }
}

void main();

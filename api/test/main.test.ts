// The standalone server (src/main.ts) as an operator runs it.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

function run(env: NodeJS.ProcessEnv, untilOutput?: RegExp): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    // Node itself with tsx as a loader: the tsx CLI would wrap the server in a second process
    // whose signal relay can turn a clean exit into 143 on a slow machine.
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], { cwd: root, env: { PATH: process.env.PATH, ...env } });
    let stdout = '';
    let stderr = '';
    let signalled = false;
    child.stdout.on('data', (d) => {
      stdout += d;
      // One SIGTERM, as an operator sends it (a second one would hit the default handler).
      if (!signalled && untilOutput?.test(stdout)) {
        signalled = true;
        child.kill('SIGTERM');
      }
    });
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('api/src/main.ts', () => {
  it('refuses to start in production without MONGODB_URI, saying why, with exit code 1', async () => {
    const { code, stderr } = await run({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toContain('MONGODB_URI: required when NODE_ENV=production');
    expect(stderr).toContain('JWT_SECRET: required when NODE_ENV=production');
  }, 30_000);

  it('starts on the memory store with a loud warning, prints its URL, and shuts down on SIGTERM', async () => {
    const { code, stdout, stderr } = await run(
      { NODE_ENV: 'development', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
      /listening on/,
    );
    expect(stdout).toMatch(/PowerNest API listening on http:\/\/127\.0\.0\.1:\d+ \(store: in-memory store/);
    expect(stderr).toMatch(/WARNING: NO DATABASE CONFIGURED.*LOST when the process stops/);
    expect(stdout).toContain('SIGTERM received, shutting down');
    // Without ADMIN_PASSWORD the first admin gets a generated password, printed exactly once.
    expect(stdout.match(/Generated password \(shown only this once\): \S{16,}/g)).toHaveLength(1);
    expect(code).toBe(0);
  }, 30_000);
});

// The deployments the mixed-build suite (e2e/compat) runs against:
//   `tsx tooling/compat/serve.ts <remotesPort> <previousSitePort>`
// - every remote build, today's and the previous release's, deployed on an origin of its own
//   (remotesPort): /current/<folder>/ and /previous/<folder>/;
// - the previous release's site server (its shell and API) on previousSitePort, pointed at
//   today's remotes through the REMOTE_*_URL variables it already knew.
// Today's site pointed at the previous remotes is a plain site server (see the suite's config).
import { spawn } from 'node:child_process';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { remoteUrlEnvVar } from '@powernest/domain';
import { discoverRemotes } from '../../app-config/webpack/apps';
import { preparePreviousRelease } from './previousRelease';

const repoRoot = path.resolve(__dirname, '..', '..');

/** Where a build of a remote is deployed: `current` (today's) or `previous` (the release's). */
export const compatRemoteEntry = (port: number, release: 'current' | 'previous', folder: string) =>
  `http://127.0.0.1:${port}/${release}/${folder}/mf-manifest.json`;

async function main() {
  const [remotesPort, previousSitePort] = process.argv.slice(2).map(Number);
  const previous = preparePreviousRelease();
  const folders = discoverRemotes().map((r) => r.folder);

  const app = Fastify();
  for (const folder of folders) {
    for (const [release, root] of [['current', path.join(repoRoot, folder, 'dist')], ['previous', previous.distOf(folder)]] as const) {
      await app.register(fastifyStatic, {
        root,
        prefix: `/${release}/${folder}/`,
        decorateReply: false,
        // Loaded by sites on other origins.
        setHeaders: (reply) => void reply.header('access-control-allow-origin', '*'),
      });
    }
  }
  await app.listen({ port: remotesPort, host: '127.0.0.1' });
  console.log(`remote builds (current and ${previous.tag}) on http://127.0.0.1:${remotesPort}/`);

  // The old site server runs from the old tree with today's tsx; its env names are the same.
  const site = spawn(process.execPath, [path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'shell/server/main.ts'], {
    cwd: previous.dir,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(previousSitePort),
      ...Object.fromEntries(folders.map((f) => [remoteUrlEnvVar(f), compatRemoteEntry(remotesPort, 'current', f)])),
    },
  });
  const stop = () => {
    site.kill();
    void app.close();
  };
  site.on('exit', (code) => {
    console.error(`the ${previous.tag} site server stopped (${code})`);
    process.exit(1);
  });
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

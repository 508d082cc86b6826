// Builds the variant partnership remote and serves it on its own origin, as a team would deploy
// it: `tsx e2e/variant/serve.ts <port>`. The site is pointed at it with REMOTE_MF_PARTNERSHIP_URL.
//
// The build (~30 s of webpack, a minute of CPU on two cores) is kept outside the clone, keyed by
// the content of every file it was made from (issue #41): a run whose inputs are those of a kept
// build copies it (a clean clone of an unchanged tree builds nothing); any change to one of them,
// to the lockfile or to the build's configuration builds again.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import webpack, { type Configuration, type MultiStats } from 'webpack';
import { buildCacheDir } from '../../tooling/compat/previousRelease';
import config, { VARIANT_DIST } from './webpack.config';

const repoRoot = path.resolve(__dirname, '..', '..');

function build(): Promise<MultiStats> {
  return new Promise((resolve, reject) => {
    webpack(config as Configuration[], (err, stats) => {
      if (err || !stats) return reject(err ?? new Error('webpack gave no stats'));
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(stats);
    });
  });
}

/** Every file under a folder (relative to the repository), but a build's output. */
function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(path.join(repoRoot, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !path.relative(repoRoot, entry.parentPath).split(path.sep).includes('dist'))
    .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)));
}

/** What a build is made from besides the sources webpack reads: the packages installed and the build's configuration. */
const ALWAYS_INPUTS = () => ['package-lock.json', ...filesUnder('app-config/webpack'), ...filesUnder('e2e/variant')];

/** The key of a set of inputs: their paths and contents; null if one is gone. */
function keyOf(inputs: readonly string[]): string | null {
  const hash = crypto.createHash('sha256');
  for (const file of [...new Set(inputs)].sort()) {
    const absolute = path.join(repoRoot, file);
    if (!fs.statSync(absolute, { throwIfNoEntry: false })?.isFile()) return null;
    hash.update(`${file}\0`).update(fs.readFileSync(absolute)).update('\0');
  }
  return hash.digest('hex').slice(0, 24);
}

interface KeptBuild {
  key: string;
  /** The files it was made from, relative to the repository (webpack's file dependencies outside node_modules, and ALWAYS_INPUTS). */
  inputs: string[];
}

/** How many variant builds the cache keeps. */
const KEPT_BUILDS = 4;

const cacheRoot = () => {
  const builds = buildCacheDir();
  return builds && path.join(builds, 'e2e-variant');
};

/** Copies a kept build whose inputs are today's into VARIANT_DIST; false if there is none. */
function restore(): boolean {
  const root = cacheRoot();
  if (!root || !fs.existsSync(root)) return false;
  for (const entry of fs.readdirSync(root)) {
    const dir = path.join(root, entry);
    try {
      const kept = JSON.parse(fs.readFileSync(path.join(dir, 'inputs.json'), 'utf8')) as KeptBuild;
      if (kept.key !== entry || keyOf(kept.inputs) !== kept.key) continue;
      fs.rmSync(VARIANT_DIST, { recursive: true, force: true });
      fs.cpSync(path.join(dir, 'dist'), VARIANT_DIST, { recursive: true });
      console.log(`variant mf-partnership: the build of these sources copied from ${dir}`);
      return true;
    } catch {
      // An entry that cannot be read is not today's build.
    }
  }
  return false;
}

/** Keeps the build just made with the files it was made from, whole or not at all. */
function keep(stats: MultiStats): void {
  const root = cacheRoot();
  if (!root) return;
  const fromSources = stats.stats
    .flatMap((s) => [...s.compilation.fileDependencies])
    .filter((file) => file.startsWith(repoRoot + path.sep) && !file.split(path.sep).includes('node_modules') && fs.statSync(file, { throwIfNoEntry: false })?.isFile())
    .map((file) => path.relative(repoRoot, file));
  const inputs = [...new Set([...fromSources, ...ALWAYS_INPUTS()])].sort();
  const key = keyOf(inputs);
  if (!key) return;
  const entry = path.join(root, key);
  const partial = `${entry}.${process.pid}.partial`;
  try {
    fs.mkdirSync(partial, { recursive: true });
    fs.cpSync(VARIANT_DIST, path.join(partial, 'dist'), { recursive: true });
    fs.writeFileSync(path.join(partial, 'inputs.json'), JSON.stringify({ key, inputs } satisfies KeptBuild));
    fs.rmSync(entry, { recursive: true, force: true });
    fs.renameSync(partial, entry);
    // The last few builds are kept (a branch and main, say); older ones go.
    const entries = fs.readdirSync(root).filter((name) => !name.endsWith('.partial')).map((name) => ({ name, at: fs.statSync(path.join(root, name)).mtimeMs }));
    for (const { name } of entries.sort((a, b) => b.at - a.at).slice(KEPT_BUILDS)) fs.rmSync(path.join(root, name), { recursive: true, force: true });
  } catch (err) {
    // A cache that cannot be written costs the next run a build, nothing more.
    fs.rmSync(partial, { recursive: true, force: true });
    console.error(`variant mf-partnership: could not keep the build in ${entry} (${err instanceof Error ? err.message : String(err)})`);
  }
}

async function main() {
  const port = Number(process.argv[2]);
  if (!restore()) {
    const stats = await build();
    try {
      keep(stats);
    } catch (err) {
      // A build that cannot be kept costs the next run a build, nothing more.
      console.error(`variant mf-partnership: the build was not kept (${err instanceof Error ? err.message : String(err)})`);
    }
  }
  const app = Fastify();
  await app.register(fastifyStatic, {
    root: VARIANT_DIST,
    prefix: '/mf-partnership/',
    // Loaded by a site on another origin.
    setHeaders: (reply) => void reply.header('access-control-allow-origin', '*'),
  });
  await app.listen({ port, host: '127.0.0.1' });
  console.log(`variant mf-partnership on http://127.0.0.1:${port}/mf-partnership/`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

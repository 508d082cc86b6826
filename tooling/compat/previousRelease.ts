// The previous release, checked out and built beside today's tree for the mixed-build suite
// (e2e/compat). Releases are git tags `v<semver>`; the previous one is the newest tag HEAD
// descends from (HEAD's own tag excluded), or COMPAT_RELEASE.
//
// It reuses today's install: the old tree lives under .tmp/ inside the repo, so Node and webpack
// walking up from it find today's node_modules (the third-party versions the lockfile pins have
// not moved since); only the old workspace packages (@powernest/*) are linked to the old
// folders, in a node_modules of the old tree's own.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();

export interface PreviousRelease {
  tag: string;
  commit: string;
  /** Root of the old tree. */
  dir: string;
  /** Where an app's build of that release lies. */
  distOf(folder: string): string;
  /** The platform version its shell provides (once checked out). */
  platformVersion(): string;
}

/** The release before HEAD: COMPAT_RELEASE, or the newest `v*` tag HEAD descends from. */
export function previousReleaseTag(): string {
  if (process.env.COMPAT_RELEASE) return process.env.COMPAT_RELEASE;
  const headTags = new Set(git('tag', '--points-at', 'HEAD').split('\n').filter(Boolean));
  const excluded = [...headTags].flatMap((t) => ['--exclude', t]);
  try {
    return git('describe', '--tags', '--abbrev=0', '--match', 'v*', ...excluded, 'HEAD');
  } catch {
    throw new Error(
      'No release tag (v*) behind HEAD: the mixed-build suite builds the previous release from its tag. ' +
        'A shallow or tag-less clone lacks it: `git fetch --tags --unshallow`.',
    );
  }
}

/** Workspace folders of a package.json's `workspaces` (plain names and `prefix-*` globs). */
function workspaceFolders(root: string): string[] {
  const { workspaces = [] } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces?: string[] };
  return workspaces.flatMap((w) => {
    if (!w.endsWith('*')) return [w];
    const prefix = w.slice(0, -1);
    return fs.readdirSync(root).filter((name) => name.startsWith(prefix) && fs.existsSync(path.join(root, name, 'package.json')));
  });
}

/** Links each old workspace package where the old tree's imports look first. */
function linkWorkspaces(dir: string) {
  for (const folder of workspaceFolders(dir)) {
    const { name } = JSON.parse(fs.readFileSync(path.join(dir, folder, 'package.json'), 'utf8')) as { name: string };
    const link = path.join(dir, 'node_modules', ...name.split('/'));
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.symlinkSync(path.relative(path.dirname(link), path.join(dir, folder)), link, 'dir');
  }
}

/** Where the previous release is (or will be) checked out; builds nothing. */
export function previousRelease(): PreviousRelease {
  const tag = previousReleaseTag();
  const commit = git('rev-parse', `${tag}^{commit}`);
  const dir = path.join(repoRoot, '.tmp', 'compat', tag);
  return { tag, commit, dir, distOf: (folder: string) => path.join(dir, folder, 'dist'), platformVersion: () => platformVersionIn(dir) };
}

/** The platform (contract) version a tree's shell provides: its shared-ui package's version. */
export function platformVersionIn(root: string): string {
  return (JSON.parse(fs.readFileSync(path.join(root, 'shared-ui', 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * Checks out and builds the previous release (all its apps, with its own build script), once
 * per commit: a finished build leaves a stamp and is reused.
 */
export function preparePreviousRelease(log: (line: string) => void = console.log): PreviousRelease {
  const release = previousRelease();
  const { tag, commit, dir } = release;
  const stamp = path.join(dir, '.built');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === commit) {
    log(`previous release ${tag} (${commit.slice(0, 7)}): reusing its build in ${path.relative(repoRoot, dir)}`);
    return release;
  }
  const started = Date.now();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${dir}"`], { cwd: repoRoot, stdio: 'inherit' });
  linkWorkspaces(dir);
  log(`previous release ${tag} (${commit.slice(0, 7)}): building in ${path.relative(repoRoot, dir)}`);
  execFileSync(process.execPath, [path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'tooling/scripts/build.ts'], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  fs.writeFileSync(stamp, commit);
  log(`previous release ${tag}: built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return release;
}

if (require.main === module) preparePreviousRelease();

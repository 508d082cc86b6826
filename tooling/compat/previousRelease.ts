// The previous release, checked out and built beside today's tree for the mixed-build suite
// (e2e/compat). Releases are listed in releases.json (tag and commit, newest first; the tags
// themselves do not travel with every clone); the previous one is the newest HEAD descends
// from, HEAD itself excluded, or COMPAT_RELEASE (any git ref).
//
// A finished build's dist folders are also kept outside the clone, keyed by the commit, so a clean
// clone (CI) copies them back instead of rebuilding: buildCacheDir() below.
//
// It reuses today's install: the old tree lives under .tmp/ inside the repo, so Node and webpack
// walking up from it find today's node_modules (the third-party versions the lockfile pins have
// not moved since); only the old workspace packages (@powernest/*) are linked to the old
// folders, in a node_modules of the old tree's own.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import releasesFile from './releases.json';

const repoRoot = path.resolve(__dirname, '..', '..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const gitSucceeds = (...args: string[]) => {
  try {
    git(...args);
    return true;
  } catch {
    return false;
  }
};

export interface Release {
  tag: string;
  commit: string;
}

/** The recorded releases, newest first. */
export const RELEASES: readonly Release[] = releasesFile.releases;

export interface PreviousRelease extends Release {
  /** Root of the old tree. */
  dir: string;
  /** Where an app's build of that release lies. */
  distOf(folder: string): string;
  /** The platform version its shell provides (once checked out). */
  platformVersion(): string;
}

/** The release before HEAD: COMPAT_RELEASE, or the newest recorded release HEAD descends from. */
export function previousReleaseRef(): Release {
  const asked = process.env.COMPAT_RELEASE;
  if (asked) return { tag: asked, commit: git('rev-parse', `${asked}^{commit}`) };
  const head = git('rev-parse', 'HEAD');
  const missing: string[] = [];
  for (const release of RELEASES) {
    if (release.commit === head) continue;
    if (!gitSucceeds('cat-file', '-e', `${release.commit}^{commit}`)) {
      missing.push(release.tag);
      continue;
    }
    if (gitSucceeds('merge-base', '--is-ancestor', release.commit, 'HEAD')) return release;
  }
  throw new Error(
    missing.length > 0
      ? `The clone lacks the commits of ${missing.join(', ')} (tooling/compat/releases.json): the mixed-build suite builds the previous release from its commit. A shallow clone lacks them: \`git fetch --unshallow\`.`
      : 'No release in tooling/compat/releases.json is behind HEAD.',
  );
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
    // A package npm could not hoist (the shell's lru-cache 11 beside the root's 5) lives in the
    // workspace's own node_modules: the checked-out workspace uses today's.
    const nested = path.join(repoRoot, folder, 'node_modules');
    if (fs.existsSync(nested) && !fs.existsSync(path.join(dir, folder, 'node_modules'))) fs.symlinkSync(nested, path.join(dir, folder, 'node_modules'), 'dir');
  }
}

/** Where the previous release is (or will be) checked out; builds nothing. */
export function previousRelease(): PreviousRelease {
  const { tag, commit } = previousReleaseRef();
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
  prepareBuildOf(release, release.dir, log);
  return release;
}

/**
 * Where finished builds of a commit are kept between clones:
 * POWERNEST_BUILD_CACHE, or ${XDG_CACHE_HOME:-~/.cache}/powernest/builds; `off` keeps none.
 */
export function buildCacheDir(): string | undefined {
  const asked = process.env.POWERNEST_BUILD_CACHE;
  if (asked === 'off') return undefined;
  return asked || path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'powernest', 'builds');
}

interface CachedBuild {
  commit: string;
  /** Every file of every app's dist/, relative to the tree's root, with its SHA-256. */
  files: Record<string, string>;
}

const MANIFEST = 'build-manifest.json';
const sha256 = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Every file under a folder, relative to `root`. */
function filesUnder(root: string, folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** The apps' dist/ folders of a built tree. */
const distFolders = (dir: string) =>
  fs.readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && fs.existsSync(path.join(dir, entry.name, 'dist')))
    .map((entry) => path.join(entry.name, 'dist'));

/**
 * Copies a cached build of `commit` into `dir` if the cache holds a whole one (every file there,
 * each with the hash recorded when it was saved); a missing, partial or corrupt entry is removed
 * and false returned (the caller builds).
 */
export function restoreCachedBuild(commit: string, dir: string, log: (line: string) => void): boolean {
  const cache = buildCacheDir();
  if (!cache) return false;
  const entry = path.join(cache, commit);
  if (!fs.existsSync(entry)) return false;
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(entry, MANIFEST), 'utf8')) as CachedBuild;
    if (manifest.commit !== commit || Object.keys(manifest.files).length === 0) throw new Error('its manifest names another build');
    for (const [file, hash] of Object.entries(manifest.files)) {
      if (sha256(path.join(entry, file)) !== hash) throw new Error(`${file} differs from the build that was saved`);
    }
    for (const file of Object.keys(manifest.files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.copyFileSync(path.join(entry, file), path.join(dir, file));
    }
    log(`${commit.slice(0, 7)}: its build copied from the cache (${entry}, ${Object.keys(manifest.files).length} files)`);
    return true;
  } catch (err) {
    log(`${commit.slice(0, 7)}: the cached build in ${entry} is unusable (${err instanceof Error ? err.message : String(err)}); building again`);
    fs.rmSync(entry, { recursive: true, force: true });
    return false;
  }
}

/** Keeps a finished build of `commit` (its dist/ folders) in the cache, whole or not at all. */
export function saveCachedBuild(commit: string, dir: string, log: (line: string) => void): void {
  const cache = buildCacheDir();
  if (!cache) return;
  const entry = path.join(cache, commit);
  const partial = `${entry}.${process.pid}.partial`;
  try {
    const files: Record<string, string> = {};
    for (const file of distFolders(dir).flatMap((folder) => filesUnder(dir, folder))) {
      fs.mkdirSync(path.dirname(path.join(partial, file)), { recursive: true });
      fs.copyFileSync(path.join(dir, file), path.join(partial, file));
      files[file] = sha256(path.join(partial, file));
    }
    fs.writeFileSync(path.join(partial, MANIFEST), JSON.stringify({ commit, files } satisfies CachedBuild));
    fs.rmSync(entry, { recursive: true, force: true });
    fs.renameSync(partial, entry);
    log(`${commit.slice(0, 7)}: build kept in ${entry} for the next clone`);
  } catch (err) {
    // A cache that cannot be written costs the next clone a build, nothing more.
    fs.rmSync(partial, { recursive: true, force: true });
    log(`${commit.slice(0, 7)}: could not keep the build in ${entry} (${err instanceof Error ? err.message : String(err)})`);
  }
}

/**
 * Checks out any commit under `dir` (inside the repo, so today's node_modules serve it) and
 * builds every app with that commit's own build script, or copies that build from the cache
 * outside the clone (buildCacheDir) when it holds it; reused while its stamp names the commit.
 * The mixed-build suite builds the previous release with it, the bench the build before an issue.
 */
export function prepareBuildOf({ tag, commit }: Release, dir: string, log: (line: string) => void = console.log): void {
  const stamp = path.join(dir, '.built');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === commit) {
    log(`${tag} (${commit.slice(0, 7)}): reusing its build in ${path.relative(repoRoot, dir)}`);
    return;
  }
  const started = Date.now();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${dir}"`], { cwd: repoRoot, stdio: 'inherit' });
  linkWorkspaces(dir);
  if (!restoreCachedBuild(commit, dir, log)) {
    log(`${tag} (${commit.slice(0, 7)}): building in ${path.relative(repoRoot, dir)}`);
    execFileSync(process.execPath, [path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'tooling/scripts/build.ts'], {
      cwd: dir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    saveCachedBuild(commit, dir, log);
  }
  fs.writeFileSync(stamp, commit);
  log(`${tag}: ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

if (require.main === module) preparePreviousRelease();

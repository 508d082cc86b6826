// The previous release's build, kept outside the clone keyed by its commit (previousRelease.ts):
// a whole entry is copied back, a missing, partial or corrupt one is dropped and rebuilt.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildCacheDir, restoreCachedBuild, saveCachedBuild } from '../compat/previousRelease';

const COMMIT = 'a'.repeat(40);
let tmp: string;
let saved: string | undefined;
const quiet = () => {};

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'build-cache-'));
  saved = process.env.POWERNEST_BUILD_CACHE;
  process.env.POWERNEST_BUILD_CACHE = path.join(tmp, 'cache');
});
afterEach(() => {
  if (saved === undefined) delete process.env.POWERNEST_BUILD_CACHE;
  else process.env.POWERNEST_BUILD_CACHE = saved;
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A built tree: two apps' dist/ folders and a source file the cache must not take. */
function builtTree(): string {
  const dir = path.join(tmp, 'built');
  for (const [file, text] of [['mf-a/dist/remoteEntry.js', 'a'], ['mf-a/dist/server/remoteEntry.js', 'a-server'], ['shell/dist/index.html', '<html>'], ['shell/src/index.ts', 'source']]) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

test('a saved build is copied into a fresh checkout, dist folders only', () => {
  saveCachedBuild(COMMIT, builtTree(), quiet);
  const fresh = path.join(tmp, 'fresh');
  expect(restoreCachedBuild(COMMIT, fresh, quiet)).toBe(true);
  expect(fs.readFileSync(path.join(fresh, 'mf-a/dist/server/remoteEntry.js'), 'utf8')).toBe('a-server');
  expect(fs.readFileSync(path.join(fresh, 'shell/dist/index.html'), 'utf8')).toBe('<html>');
  expect(fs.existsSync(path.join(fresh, 'shell/src/index.ts'))).toBe(false);
});

test('another commit, or nothing saved, is a miss', () => {
  saveCachedBuild(COMMIT, builtTree(), quiet);
  expect(restoreCachedBuild('b'.repeat(40), path.join(tmp, 'fresh'), quiet)).toBe(false);
});

test('a corrupt entry (a file changed) or a partial one (a file missing, no manifest) is dropped: the caller rebuilds', () => {
  const entry = path.join(buildCacheDir()!, COMMIT);
  saveCachedBuild(COMMIT, builtTree(), quiet);
  fs.writeFileSync(path.join(entry, 'mf-a/dist/remoteEntry.js'), 'truncat');
  expect(restoreCachedBuild(COMMIT, path.join(tmp, 'fresh'), quiet)).toBe(false);
  expect(fs.existsSync(entry)).toBe(false);

  saveCachedBuild(COMMIT, builtTree(), quiet);
  fs.rmSync(path.join(entry, 'shell/dist/index.html'));
  expect(restoreCachedBuild(COMMIT, path.join(tmp, 'fresh2'), quiet)).toBe(false);
  expect(fs.existsSync(entry)).toBe(false);

  fs.mkdirSync(path.join(entry, 'mf-a/dist'), { recursive: true });
  expect(restoreCachedBuild(COMMIT, path.join(tmp, 'fresh3'), quiet)).toBe(false);
  expect(fs.existsSync(entry)).toBe(false);
});

test('the cache lives outside the clone, under XDG_CACHE_HOME by default, and can be turned off', () => {
  delete process.env.POWERNEST_BUILD_CACHE;
  const xdg = process.env.XDG_CACHE_HOME;
  process.env.XDG_CACHE_HOME = path.join(tmp, 'xdg');
  try {
    expect(buildCacheDir()).toBe(path.join(tmp, 'xdg', 'powernest', 'builds'));
  } finally {
    if (xdg === undefined) delete process.env.XDG_CACHE_HOME;
    else process.env.XDG_CACHE_HOME = xdg;
  }
  process.env.POWERNEST_BUILD_CACHE = 'off';
  expect(buildCacheDir()).toBeUndefined();
});

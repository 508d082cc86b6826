// `npm run test:quick`: what a developer runs between changes (issue #41: five minutes at most on
// a 2-core machine), on what changed since QUICK_BASE (default: origin/main's merge base if there
// is an origin/main, else HEAD), the working tree and untracked files included:
//   1. typecheck: tsc --incremental (its .tsbuildinfo under .tmp/tsc/, out of git), the root
//      project, as `npm run typecheck`;
//   2. lint: ESLint (the same config, type-aware) on the changed files only;
//   3. jest: the tests related to the changed files (`--findRelatedTests`: the changed tests and
//      every test that imports a changed file, however indirectly);
//   4. e2e: the Playwright specs of the packages that changed, with only their servers: a changed
//      remote (mf-*/) is rebuilt if its dist/ is older than the change and its standalone project
//      runs; a changed spec under e2e/ or mf-*/e2e/ runs in its project. A change to the shell,
//      the platform, the domain or the API runs no browser test here (jest covers them; run
//      `npx playwright test -c e2e/playwright.config.ts --project=site --project="site pages"` before pushing, or
//      `npm test`).
// `npm run test:quick -- <files>` checks those files instead of what git says changed.
// Prints the same stage table as `npm test`. `npm test` (and CI) still run everything.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { discoverRemotes } from '../../app-config/webpack/apps';
import { stageTable, type StageResult } from './test';

const repoRoot = path.resolve(__dirname, '..', '..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const gitOr = (fallback: string, ...args: string[]) => {
  try {
    return git(...args);
  } catch {
    return fallback;
  }
};

/** The commit changes are counted from. */
function base(): string {
  if (process.env.QUICK_BASE) return process.env.QUICK_BASE;
  const origin = gitOr('', 'rev-parse', '--verify', '--quiet', 'origin/main');
  return origin ? gitOr('HEAD', 'merge-base', origin, 'HEAD') : 'HEAD';
}

/** Files changed since `from` (committed, staged or not) and untracked ones, that still exist. */
function changedFiles(from: string): string[] {
  const lines = [git('diff', '--name-only', from), git('ls-files', '--others', '--exclude-standard')].join('\n').split('\n');
  return [...new Set(lines.filter(Boolean))].filter((file) => fs.existsSync(path.join(repoRoot, file))).sort();
}

const LINTED = /\.(ts|tsx|js|mjs|cjs)$/;
const JEST_SOURCES = /\.(ts|tsx|js|mjs|cjs|json)$/;

interface Stage {
  name: string;
  /** The commands, in order; none: nothing to do for this change. */
  commands: string[][];
}

function stages(changed: readonly string[]): Stage[] {
  const linted = changed.filter((f) => LINTED.test(f));
  const related = changed.filter((f) => JEST_SOURCES.test(f) && !f.includes('/e2e/') && !f.startsWith('e2e/'));
  const tsc = (project: string, info: string) => ['npx', 'tsc', '-p', project, '--incremental', '--tsBuildInfoFile', path.join('.tmp', 'tsc', info)];

  // The browser tests: a changed remote's standalone project (rebuilt first if its dist/ is
  // older than the change), and any changed spec in its project.
  const projects = new Set<string>();
  const specs = new Set<string>();
  const builds: string[] = [];
  for (const { folder } of discoverRemotes()) {
    const own = changed.filter((f) => f.startsWith(`${folder}/`));
    if (own.length === 0) continue;
    const source = own.filter((f) => !f.startsWith(`${folder}/e2e/`) && !/\.test\.tsx?$/.test(f) && !f.endsWith('.md'));
    const manifest = path.join(repoRoot, folder, 'dist', 'mf-manifest.json');
    const builtAt = fs.existsSync(manifest) ? fs.statSync(manifest).mtimeMs : 0;
    if (source.some((f) => fs.statSync(path.join(repoRoot, f)).mtimeMs > builtAt)) builds.push(folder);
    if (source.length > 0 || own.some((f) => f.startsWith(`${folder}/e2e/`))) projects.add(`${folder} standalone`);
  }
  for (const spec of changed.filter((f) => f.endsWith('.spec.ts') && (f.startsWith('e2e/') || /^mf-[^/]+\/e2e\//.test(f)) && !f.startsWith('e2e/compat/'))) specs.add(spec);
  // A remote's project runs whole; specs of other projects run alone (their project's servers only).
  const remoteSpecs = [...specs].filter((s) => [...projects].some((p) => s.startsWith(`${p.replace(' standalone', '')}/`)));
  const otherSpecs = [...specs].filter((s) => !remoteSpecs.includes(s));
  // The site's specs need every app built; a tree never built builds them all once.
  const siteSpecs = otherSpecs.some((s) => s.startsWith('e2e/'));
  const e2e: string[][] = [];
  if (siteSpecs && !fs.existsSync(path.join(repoRoot, 'shell', 'dist'))) e2e.push(['npx', 'tsx', 'tooling/scripts/build.ts']);
  else if (builds.length > 0) e2e.push(['npx', 'tsx', 'tooling/scripts/build.ts', ...builds]);
  if (projects.size > 0) e2e.push(['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', ...[...projects].map((p) => `--project=${p}`)]);
  if (otherSpecs.length > 0) e2e.push(['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', ...otherSpecs]);

  return [
    { name: 'typecheck (incremental)', commands: [tsc('tsconfig.json', 'root.tsbuildinfo')] },
    { name: `lint (${linted.length} changed files)`, commands: linted.length > 0 ? [['npx', 'eslint', '--max-warnings', '0', '--no-warn-ignored', ...linted]] : [] },
    { name: 'jest (related tests)', commands: related.length > 0 ? [['npx', 'jest', '--passWithNoTests', '--findRelatedTests', ...related]] : [] },
    { name: `e2e (${[...projects, ...otherSpecs].join(', ') || 'none'})`, commands: e2e },
  ];
}

function main() {
  const named = process.argv.slice(2);
  const from = base();
  const changed = named.length > 0 ? named.map((f) => path.relative(repoRoot, path.resolve(f))).filter((f) => fs.existsSync(path.join(repoRoot, f))) : changedFiles(from);
  console.log(
    named.length > 0
      ? `test:quick: the ${changed.length} files named`
      : `test:quick: ${changed.length} files changed since ${from === 'HEAD' ? 'HEAD' : from.slice(0, 12)} (untracked included)`,
  );
  for (const file of changed) console.log(`  ${file}`);
  const results: StageResult[] = [];
  let failed = false;
  for (const stage of stages(changed)) {
    const result: StageResult = { stage: stage.name, seconds: 0, status: 'not run' };
    results.push(result);
    if (failed) continue;
    if (stage.commands.length === 0) {
      result.status = 'skipped';
      continue;
    }
    console.log(`\n=== ${stage.name} (${new Date().toISOString().slice(11, 19)} UTC)`);
    const started = process.hrtime.bigint();
    result.status = 'passed';
    for (const [command, ...args] of stage.commands) {
      console.log(`$ ${command} ${args.map((a) => (/\s/.test(a) ? JSON.stringify(a) : a)).join(' ')}`);
      if (spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' }).status !== 0) {
        result.status = 'failed';
        failed = true;
        break;
      }
    }
    result.seconds = Number(process.hrtime.bigint() - started) / 1e9;
  }
  console.log(`\nnpm run test:quick:\n${stageTable(results)}`);
  process.exitCode = failed ? 1 : 0;
}

if (require.main === module) main();

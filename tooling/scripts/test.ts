// `npm test`: the checks of the README's "Tests", in order, stopping at the first that fails,
// then a table of each stage's duration (what to cut, and whether a change made the suite slower).
//   npx tsx tooling/scripts/test.ts                 # every stage
//   npx tsx tooling/scripts/test.ts lint test:unit  # only these stages (their order stays)
// TEST_KEEP_GOING=1 goes on after a failed stage (the result is still a failure).
// TEST_STAGES_JSON=<file> also writes the table as JSON (.ci/run folds it into its own table);
//   npx tsx tooling/scripts/test.ts --table <file.json> [title]   # prints such a file as the table
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The stages, each an npm script of the root package.json. */
const STAGES = ['typecheck', 'lint', 'knip', 'test:unit', 'build', 'test:e2e', 'test:compat'] as const;

export interface StageResult {
  stage: string;
  seconds: number;
  /** `skipped`: nothing to do for this run (test:quick with no related test); `not run`: after a failure. */
  status: 'passed' | 'failed' | 'not run' | 'skipped';
}

/**
 * A table of stage durations, as `npm test` and `.ci/run` print it. A stage whose name starts
 * with a space is a part of the one above it (npm test's stages in .ci/run's table): shown, not
 * added to the total.
 */
export function stageTable(results: readonly StageResult[], title = 'stage'): string {
  const width = Math.max(title.length, 'total'.length, ...results.map((r) => r.stage.length));
  const duration = (s: number) => (s >= 60 ? `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s` : `${s.toFixed(1)} s`);
  const outer = results.filter((r) => !r.stage.startsWith(' '));
  const total = outer.reduce((sum, r) => sum + r.seconds, 0);
  const line = (name: string, time: string, status: string) => `| ${name.padEnd(width)} | ${time.padStart(12)} | ${status.padEnd(7)} |`;
  return [
    line(title, 'duration', 'status'),
    `|${'-'.repeat(width + 2)}|${'-'.repeat(14)}|${'-'.repeat(9)}|`,
    ...results.map((r) => line(r.stage, r.status === 'not run' || r.status === 'skipped' ? '' : duration(r.seconds), r.status)),
    line('total', duration(total), outer.every((r) => r.status === 'passed' || r.status === 'skipped') ? 'passed' : 'failed'),
  ].join('\n');
}

function main() {
  if (process.argv[2] === '--table') {
    console.log(stageTable(JSON.parse(fs.readFileSync(process.argv[3], 'utf8')) as StageResult[], process.argv[4]));
    return;
  }
  const asked = process.argv.slice(2);
  const unknown = asked.filter((a) => !(STAGES as readonly string[]).includes(a));
  if (unknown.length > 0) throw new Error(`No stage ${unknown.join(', ')}; the stages are ${STAGES.join(', ')}`);
  const stages = asked.length > 0 ? STAGES.filter((s) => asked.includes(s)) : [...STAGES];
  const results: StageResult[] = stages.map((stage) => ({ stage, seconds: 0, status: 'not run' }));
  const repoRoot = path.resolve(__dirname, '..', '..');
  for (const result of results) {
    console.log(`\n=== npm run ${result.stage} (${new Date().toISOString().slice(11, 19)} UTC)`);
    const started = process.hrtime.bigint();
    const run = spawnSync('npm', ['run', result.stage], { cwd: repoRoot, stdio: 'inherit' });
    result.seconds = Number(process.hrtime.bigint() - started) / 1e9;
    result.status = run.status === 0 ? 'passed' : 'failed';
    // TEST_KEEP_GOING=1 runs the later stages too (to time them all, or see every failure at once).
    if (result.status === 'failed' && !process.env.TEST_KEEP_GOING) break;
  }
  console.log(`\nnpm test on Node ${process.version}:\n${stageTable(results)}`);
  if (process.env.TEST_STAGES_JSON) fs.writeFileSync(process.env.TEST_STAGES_JSON, JSON.stringify(results));
  process.exitCode = results.every((r) => r.status === 'passed') ? 0 : 1;
}

if (require.main === module) main();

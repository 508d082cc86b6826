// `npm test`: the checks of the README's "Tests", in order, stopping at the first that fails,
// then a table of each stage's duration (what to cut, and whether a change made the suite slower).
//   npx tsx tooling/scripts/test.ts                 # every stage
//   npx tsx tooling/scripts/test.ts lint test:unit  # only these stages (their order stays)
// TEST_KEEP_GOING=1 goes on after a failed stage (the result is still a failure).
// TEST_STAGES_JSON=<file> also writes the table as JSON (.ci/run folds it into its own table);
//   npx tsx tooling/scripts/test.ts --table <file.json> [title]   # prints such a file as the table
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The stages, each an npm script of the root package.json, in steps: a step's stages run side by
 * side. The static checks are each one process on one core (tsc, ESLint, knip): together they take
 * as long as ESLint alone on a 2-core machine. jest, the build and the browser tests use every core
 * on their own: run beside each other they took longer than one after another (jest 11.4 min and
 * Playwright 11 min side by side, against 2.3 and 6.7 alone; the build beside the static checks
 * 127 s, against ~110 s one after the other, once SWC minified it; docs/testing.md). The last
 * step's three mostly wait (on FerretDB, on the fuzzed API, on two browsers' page loads).
 */
const STEPS = [['typecheck', 'lint', 'knip'], ['test:unit'], ['build'], ['test:e2e'], ['test:mongo', 'test:api-fuzz', 'test:compat']] as const;
const STAGES = STEPS.flat();
/** The MongoDB leg runs on a server of CI's (.ci/run starts FerretDB and sets TEST_MONGODB_URI). */
const MONGODB_URI = process.env.TEST_MONGODB_URI;
/** The table's line for a step of several stages (its wall-clock time; its stages' below it, indented). */
const stepName = (stages: readonly string[]) => `side by side: ${stages.join(', ')}`;

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

async function main() {
  if (process.argv[2] === '--table') {
    console.log(stageTable(JSON.parse(fs.readFileSync(process.argv[3], 'utf8')) as StageResult[], process.argv[4]));
    return;
  }
  const asked = process.argv.slice(2);
  const unknown = asked.filter((a) => !(STAGES as readonly string[]).includes(a));
  if (unknown.length > 0) throw new Error(`No stage ${unknown.join(', ')}; the stages are ${STAGES.join(', ')}`);
  const steps = STEPS.map((step) => step.filter((stage) => asked.length === 0 || asked.includes(stage))).filter((step) => step.length > 0);
  const results: StageResult[] = [];
  const repoRoot = path.resolve(__dirname, '..', '..');
  const runStage = (stage: string, alone: boolean) =>
    new Promise<StageResult>((resolve) => {
      if (stage === 'test:mongo' && !MONGODB_URI) {
        console.log(`\n=== npm run test:mongo: skipped (no TEST_MONGODB_URI, CI's FerretDB: see docs/production-store.md)`);
        resolve({ stage, seconds: 0, status: 'skipped' });
        return;
      }
      const started = process.hrtime.bigint();
      // A stage running beside others keeps its output until it ends, so the log reads stage by stage.
      const env = stage === 'test:mongo' ? { ...process.env, MONGODB_URI } : process.env;
      const child = spawn('npm', ['run', stage], { cwd: repoRoot, env, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('close', (code) => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        if (!alone) process.stdout.write(`\n=== npm run ${stage} (ended ${new Date().toISOString().slice(11, 19)} UTC, ${seconds.toFixed(1)} s)\n${output}`);
        resolve({ stage, seconds, status: code === 0 ? 'passed' : 'failed' });
      });
    });
  let failed = false;
  for (const step of steps) {
    if (failed) {
      results.push(...step.map((stage) => ({ stage, seconds: 0, status: 'not run' as const })));
      continue;
    }
    const alone = step.length === 1;
    console.log(`\n=== ${alone ? `npm run ${step[0]}` : stepName(step)} (${new Date().toISOString().slice(11, 19)} UTC)`);
    const started = process.hrtime.bigint();
    const done = await Promise.all(step.map((stage) => runStage(stage, alone)));
    const status = done.every((r) => r.status !== 'failed') ? 'passed' : 'failed';
    if (alone) results.push(done[0]);
    else results.push({ stage: stepName(step), seconds: Number(process.hrtime.bigint() - started) / 1e9, status }, ...done.map((r) => ({ ...r, stage: ` ${r.stage}` })));
    // TEST_KEEP_GOING=1 runs the later stages too (to time them all, or see every failure at once).
    failed = status === 'failed' && !process.env.TEST_KEEP_GOING;
  }
  console.log(`\nnpm test on Node ${process.version}:\n${stageTable(results)}`);
  if (process.env.TEST_STAGES_JSON) fs.writeFileSync(process.env.TEST_STAGES_JSON, JSON.stringify(results));
  process.exitCode = results.filter((r) => !r.stage.startsWith(' ')).every((r) => r.status === 'passed' || r.status === 'skipped') ? 0 : 1;
}

if (require.main === module) void main();

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
 * The stages, each an npm script of the root package.json, in two lanes that run side by side, a
 * lane's steps one after another (a step's stages side by side). The browser lane builds the site
 * and runs the browser tests, which mostly wait on page loads: about one core busy (431 s of CPU
 * in 400 s, docs/testing.md). The checks lane keeps the other core: the static checks (each one
 * process on one core), jest, the MongoDB leg, the fuzzer, and the mixed builds, which wait for
 * the build. One after another they took 13.5 minutes; side by side, see docs/testing.md.
 */
const LANES = [
  [['build'], ['test:e2e']],
  [['typecheck', 'lint', 'knip'], ['test:unit'], ['test:mongo'], ['test:api-fuzz'], ['test:compat']],
] as const;
type Stage = (typeof LANES)[number][number][number];
const STAGES: readonly Stage[] = LANES.flat(2);
/** What a stage needs done first, when both are in this run. */
const NEEDS: Partial<Record<Stage, Stage>> = { 'test:e2e': 'build', 'test:compat': 'build' };
/** The MongoDB leg runs on a server of CI's (.ci/run starts FerretDB and sets TEST_MONGODB_URI). */
const MONGODB_URI = process.env.TEST_MONGODB_URI;
/** The table's line for a step of several stages (its wall-clock time; its stages' below it, indented). */
const stepName = (stages: readonly string[]) => `side by side: ${stages.join(', ')}`;
const laneName = (lane: readonly (readonly string[])[]) => lane.map((step) => step.join(', ')).join(' → ');

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
  const chosen = (stage: string) => asked.length === 0 || asked.includes(stage);
  const lanes = LANES.map((lane) => lane.map((step) => step.filter(chosen)).filter((step) => step.length > 0)).filter((lane) => lane.length > 0);
  const repoRoot = path.resolve(__dirname, '..', '..');
  const time = () => new Date().toISOString().slice(11, 19);
  /** Each chosen stage's result, once it has one (run, or not run): what a stage that needs it waits for. */
  const ended = new Map<Stage, { promise: Promise<StageResult>; resolve: (r: StageResult) => void }>(
    lanes.flat(2).map((stage) => {
      let resolve!: (r: StageResult) => void;
      const promise = new Promise<StageResult>((r) => (resolve = r));
      return [stage, { promise, resolve }];
    }),
  );
  let failed = false;

  /** A stage streams its output when nothing runs beside it; otherwise it is printed when it ends, whole. */
  const runStage = (stage: Stage, streamed: boolean) =>
    new Promise<StageResult>((resolve) => {
      if (stage === 'test:mongo' && !MONGODB_URI) {
        console.log(`\n=== npm run test:mongo: skipped (no TEST_MONGODB_URI: CI's FerretDB; see docs/production-store.md)`);
        resolve({ stage, seconds: 0, status: 'skipped' });
        return;
      }
      const started = process.hrtime.bigint();
      if (streamed) console.log(`\n=== npm run ${stage} (${time()} UTC)`);
      const env = stage === 'test:mongo' ? { ...process.env, MONGODB_URI } : process.env;
      const child = spawn('npm', ['run', stage], { cwd: repoRoot, env, stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('close', (code) => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        if (!streamed) process.stdout.write(`\n=== npm run ${stage} (ended ${time()} UTC, ${seconds.toFixed(1)} s)\n${output}`);
        resolve({ stage, seconds, status: code === 0 ? 'passed' : 'failed' });
      });
    });

  /** One lane's steps in order; a stage waits for what it needs (the build) from the other lane. */
  const runLane = async (lane: readonly (readonly Stage[])[], streamed: boolean): Promise<StageResult[]> => {
    const results: StageResult[] = [];
    for (const step of lane) {
      const needed = await Promise.all(step.flatMap((stage) => ended.get(NEEDS[stage]!)?.promise ?? []));
      if (failed || needed.some((r) => r.status !== 'passed')) {
        const notRun = step.map((stage) => ({ stage, seconds: 0, status: 'not run' as const }));
        for (const r of notRun) ended.get(r.stage)!.resolve(r);
        results.push(...notRun);
        continue;
      }
      const started = process.hrtime.bigint();
      const stepResults = await Promise.all(
        step.map(async (stage) => {
          const result = await runStage(stage, streamed && step.length === 1);
          ended.get(stage)!.resolve(result);
          return result;
        }),
      );
      const status = stepResults.every((r) => r.status !== 'failed') ? 'passed' : 'failed';
      if (step.length === 1) results.push(stepResults[0]);
      else results.push({ stage: stepName(step), seconds: Number(process.hrtime.bigint() - started) / 1e9, status }, ...stepResults.map((r) => ({ ...r, stage: ` ${r.stage}` })));
      // TEST_KEEP_GOING=1 runs the later stages too (to time them all, or see every failure at once).
      if (status === 'failed' && !process.env.TEST_KEEP_GOING) failed = true;
    }
    return results;
  };

  const started = process.hrtime.bigint();
  if (lanes.length > 1) console.log(`\n=== side by side: ${lanes.map(laneName).join(' ‖ ')} (${time()} UTC)`);
  const laneResults = await Promise.all(lanes.map((lane, i) => runLane(lane, i === 0)));
  const results: StageResult[] =
    lanes.length === 1
      ? laneResults[0]
      : [
          {
            stage: `side by side: ${lanes.map(laneName).join(' ‖ ')}`,
            seconds: Number(process.hrtime.bigint() - started) / 1e9,
            status: laneResults.flat().every((r) => r.status === 'passed' || r.status === 'skipped') ? 'passed' : 'failed',
          },
          ...laneResults.flat().map((r) => ({ ...r, stage: ` ${r.stage}` })),
        ];
  console.log(`\nnpm test on Node ${process.version}:\n${stageTable(results)}`);
  if (process.env.TEST_STAGES_JSON) fs.writeFileSync(process.env.TEST_STAGES_JSON, JSON.stringify(results));
  process.exitCode = results.filter((r) => !r.stage.startsWith(' ')).every((r) => r.status === 'passed' || r.status === 'skipped') ? 0 : 1;
}

if (require.main === module) void main();

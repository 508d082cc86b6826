// The closing line of a CI run: how many tests ran in all, from the closing lines of each runner in
// the run's log (Jest's "Tests:" line, Playwright's summary, fuzz-api's count of Schemathesis' cases).
// CI reads a run's last line to know that tests ran at all; .ci/run prints this one last.
//   npx tsx tooling/scripts/tally-tests.ts <log file>   # prints "tests: N passed, N failed, N skipped"
import fs from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { CASES_PREFIX } from './schemathesis-digest';

export interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

/** Jest: "Tests:       1 failed, 7 skipped, 1821 passed, 1828 total" (once per jest run). */
const JEST = /^Tests:\s+(.*\d+ total)\s*$/;
/** Playwright's list reporter: "  226 passed (5.9m)", "  2 failed", "  1 flaky", "  3 skipped", "  1 did not run". */
const PLAYWRIGHT = /^\s+(\d+) (passed|failed|flaky|skipped|did not run|interrupted)(?: \([\d.]+[a-z]+\))?\s*$/;
/** fuzz-api's digest of a Schemathesis run: "fuzz-api: test cases: 4119 generated, 4119 passed" (", 2 failed"). */
const SCHEMATHESIS = new RegExp(`^${CASES_PREFIX}\\d+ generated, (.*)$`);

function countsIn(list: string): Partial<Tally> {
  const counts: Partial<Tally> = {};
  for (const [, n, word] of list.matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
    const key = word === 'todo' ? 'skipped' : (word as keyof Tally);
    counts[key] = (counts[key] ?? 0) + Number(n);
  }
  return counts;
}

export function tallyTests(log: string): Tally {
  const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
  const add = (counts: Partial<Tally>) => {
    for (const key of ['passed', 'failed', 'skipped'] as const) tally[key] += counts[key] ?? 0;
  };
  // Lines as a terminal shows them (without their colours).
  for (const raw of log.split('\n')) {
    const line = stripVTControlCharacters(raw);
    const jest = JEST.exec(line);
    const playwright = PLAYWRIGHT.exec(line);
    const schemathesis = SCHEMATHESIS.exec(line);
    if (jest) add(countsIn(jest[1]));
    else if (schemathesis) add(countsIn(schemathesis[1]));
    else if (playwright) {
      const [, n, word] = playwright;
      // A flaky test passed on a retry; one that did not run, or was interrupted, did not pass.
      const key = word === 'flaky' ? 'passed' : word === 'did not run' || word === 'interrupted' ? 'failed' : (word as keyof Tally);
      add({ [key]: Number(n) });
    }
  }
  return tally;
}

export const closingLine = ({ passed, failed, skipped }: Tally) => `tests: ${passed} passed, ${failed} failed, ${skipped} skipped`;

if (require.main === module) console.log(closingLine(tallyTests(fs.readFileSync(process.argv[2], 'utf8'))));

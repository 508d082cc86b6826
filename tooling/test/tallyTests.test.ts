// CI counts a run's tests from its last line; a miscount would hide a run that tested nothing.
import { schemathesisDigest } from '../scripts/schemathesis-digest';
import { closingLine, tallyTests } from '../scripts/tally-tests';

const log = [
  '=== npm run test:unit',
  'Test Suites: 12 passed, 12 total',
  'Tests:       1 skipped, 311 passed, 312 total',
  '  ✓  2 [site] › e2e/site/home.spec.ts:10:1 › the home page (3.2s)',
  '  1 failed',
  '    [site] › e2e/site/contact.spec.ts:5:1 › the contact form',
  '  1 flaky',
  '  2 skipped',
  '\x1b[32m  224 passed\x1b[39m\x1b[2m (5.9m)\x1b[22m',
  'Test cases:',
  '  4119 generated, 4119 passed',
  'fuzz-api: test cases: 4119 generated, 4117 passed, 2 failed',
  '     ✅ 48 passed',
  'Tests:       2 failed, 3 todo, 10 passed, 15 total',
].join('\n');

test('adds up Jest, Playwright and fuzz-api closing lines, and nothing else (Schemathesis’ own lines are not ours to count)', () => {
  expect(tallyTests(log)).toEqual({ passed: 311 + 1 + 224 + 4117 + 10, failed: 1 + 2 + 2, skipped: 1 + 2 + 3 });
});

test('the closing line is the plain "N passed, N failed, N skipped" CI reads', () => {
  expect(closingLine({ passed: 3, failed: 0, skipped: 1 })).toBe('tests: 3 passed, 0 failed, 1 skipped');
  expect(tallyTests('npm test: nothing ran')).toEqual({ passed: 0, failed: 0, skipped: 0 });
});

// A Schemathesis report as 4.32 prints it (shortened).
const report = [
  'Schemathesis v4.32.5',
  '     Operations:       58 selected / 60 total',
  ' ✅  Fuzzing (in 42.90s)',
  '     ✅ 58 passed',
  'SUMMARY',
  'API Operations:',
  '  Selected: 58/60',
  '  Tested: 58',
  'Warnings:',
  '  ⚠️ Rate limited: 3 operations mostly returned 429 responses',
  'Test cases:',
  '  4958 generated, 4958 passed',
  'Seed: 261827153394848281431975138047811918668',
  '',
  '4 warnings in 77.29s',
];

test('a passing Schemathesis run shows as a few fuzz-api lines: no line shaped like a pytest closing line, and the count CI adds up', () => {
  const digest = schemathesisDigest(report, 'test-results/api-fuzz/operations.txt');
  expect(digest).toEqual([
    'fuzz-api: operations: 58 tested, 58/60 selected',
    'fuzz-api: test cases: 4958 generated, 4958 passed',
    'fuzz-api: warning: Rate limited: 3 operations mostly returned 429 responses',
    'fuzz-api: the whole report: test-results/api-fuzz/operations.txt',
  ]);
  expect(digest.filter((line) => / in [\d.]+s\b/.test(line))).toEqual([]);
  expect(tallyTests(digest.join('\n'))).toEqual({ passed: 4958, failed: 0, skipped: 0 });
});

// CI counts a run's tests from its last line; a miscount would hide a run that tested nothing.
import { closingLine, tallyTests, unframed } from '../scripts/tally-tests';

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
  '  4119 generated, 4117 passed, 2 failed',
  '     ✅ 48 passed',
  'Tests:       2 failed, 3 todo, 10 passed, 15 total',
].join('\n');

test('adds up Jest, Playwright and Schemathesis closing lines, and nothing else', () => {
  expect(tallyTests(log)).toEqual({ passed: 311 + 1 + 224 + 4117 + 10, failed: 1 + 2 + 2, skipped: 1 + 2 + 3 });
});

test('the closing line is the plain "N passed, N failed, N skipped" CI reads', () => {
  expect(closingLine({ passed: 3, failed: 0, skipped: 1 })).toBe('tests: 3 passed, 0 failed, 1 skipped');
  expect(tallyTests('npm test: nothing ran')).toEqual({ passed: 0, failed: 0, skipped: 0 });
});

test('Schemathesis’ section lines lose the frame that would read as pytest’s closing line', () => {
  expect(unframed('============================= 3 warnings in 45.15s =============================')).toBe('3 warnings in 45.15s');
  expect(unframed('=========================== No issues found in 0.24s ===========================')).toBe('No issues found in 0.24s');
  expect(unframed('=== the MongoDB adapter on FerretDB (09:44:16)')).toBe('=== the MongoDB adapter on FerretDB (09:44:16)');
  expect(unframed('  4119 generated, 4119 passed')).toBe('  4119 generated, 4119 passed');
});

// What CI's log keeps of a Schemathesis run that passed: a few lines of our own, each starting
// "fuzz-api:", the whole report in a file beside them. Schemathesis closes its report the way
// pytest does ("4 warnings in 77.29s", "No issues found in 0.59s", with or without a frame of
// "="), and CI takes a line like that for a pytest run that counted no test: stops 49, 50 and 51
// landed as "ran no test" with every test green. A run that fails prints the whole report.

/** The counts line that tally-tests reads: "fuzz-api: test cases: 4958 generated, 4958 passed". */
export const CASES_PREFIX = 'fuzz-api: test cases: ';

/** Schemathesis' report (its lines, without colours) in a few lines of ours. */
export function schemathesisDigest(report: string[], reportFile: string): string[] {
  const trimmed = report.map((line) => line.trim());
  const after = (label: string) => trimmed[trimmed.indexOf(label) + 1] ?? '';
  const selected = trimmed.find((line) => line.startsWith('Selected: '))?.slice('Selected: '.length) ?? '?';
  const tested = trimmed.find((line) => line.startsWith('Tested: '))?.slice('Tested: '.length) ?? '?';
  const cases = trimmed.includes('Test cases:') ? after('Test cases:') : 'none reported';
  // The summary's warnings ("⚠️ Rate limited: 3 operations mostly returned 429 responses").
  const warnings = trimmed.filter((line) => line.startsWith('⚠️')).map((line) => line.replace(/^⚠️\s*/, ''));
  return [
    `fuzz-api: operations: ${tested} tested, ${selected} selected`,
    `${CASES_PREFIX}${cases}`,
    ...warnings.map((warning) => `fuzz-api: warning: ${warning}`),
    `fuzz-api: the whole report: ${reportFile}`,
  ];
}

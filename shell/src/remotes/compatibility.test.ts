import { isCompatible } from './compatibility';

const host = (version: string, contract: string) => isCompatible({ contract }, version);

describe('a remote built against a platform range', () => {
  it('reads caret, tilde, exact and full ranges as npm does', () => {
    expect(host('1.4.2', '^1.0.0')).toBe(true);
    expect(host('1.0.0', '^1.2.0')).toBe(false); // a remote built against 1.2 may use what 1.2 added
    expect(host('2.0.0', '^1.0.0')).toBe(false);
    expect(host('0.1.5', '^0.1.0')).toBe(true);
    expect(host('0.2.0', '^0.1.0')).toBe(false);
    expect(host('1.2.9', '~1.2.0')).toBe(true);
    expect(host('1.3.0', '~1.2.0')).toBe(false);
    expect(host('1.0.0', '1.0.0')).toBe(true);
    expect(host('1.0.1', '1.0.0')).toBe(false);
    expect(host('1.0.0', '*')).toBe(true);
    expect(host('1.5.0', '>=1.2.0 <2.0.0')).toBe(true);
  });

  it('refuses what is not a range or not a version', () => {
    expect(host('1.0.0', 'latest')).toBe(false);
    expect(host('banana', '^1.0.0')).toBe(false);
  });

  it('refuses a remote of the first release (0.1.0) under a 1.x host, accepts one built against 1.x', () => {
    expect(host('1.0.0', '0.1.0')).toBe(false);
    expect(host('1.3.0', '^1.0.0')).toBe(true);
  });
});

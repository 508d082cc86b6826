import { isCompatible } from './compatibility';

const host = (version: string, contract: string) => isCompatible({ contract }, version);

describe('a remote built against a platform range', () => {
  describe('reads caret, tilde, exact and full ranges as npm does', () => {
    it.each([
      ['1.4.2', '^1.0.0', true],
      // A remote built against 1.2 may use what 1.2 added.
      ['1.0.0', '^1.2.0', false],
      ['2.0.0', '^1.0.0', false],
      ['0.1.5', '^0.1.0', true],
      ['0.2.0', '^0.1.0', false],
      ['1.2.9', '~1.2.0', true],
      ['1.3.0', '~1.2.0', false],
      ['1.0.0', '1.0.0', true],
      ['1.0.1', '1.0.0', false],
      ['1.0.0', '*', true],
      ['1.5.0', '>=1.2.0 <2.0.0', true],
    ])('host %s, remote built against %s: %s', (version, contract, compatible) => {
      expect(host(version, contract)).toBe(compatible);
    });
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

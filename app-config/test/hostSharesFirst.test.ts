import hostSharesFirst from '../webpack/hostSharesFirst';

// What the runtime hands the hook: the share scope as registered, the consumer and the default choice.
type Args = Parameters<NonNullable<ReturnType<typeof hostSharesFirst>['resolveShare']>>[0];

function scope(entries: Record<string, { from: string; loaded?: boolean }>) {
  return { default: { '@powernest/shared-ui': Object.fromEntries(Object.entries(entries).map(([v, e]) => [v, { version: v, ...e }])) } };
}

function choose(entries: Record<string, { from: string; loaded?: boolean }>, consumer = 'mf_locator', required = '^1.0.0') {
  const shareScopeMap = scope(entries);
  const versions = Object.keys(entries);
  const defaultChoice = versions.reduce((a, b) => (b > a ? b : a));
  const args = {
    shareScopeMap,
    scope: 'default',
    pkgName: '@powernest/shared-ui',
    version: defaultChoice,
    shareInfo: { from: consumer, shareConfig: { singleton: true, requiredVersion: required } },
    resolver: () => ({ shared: shareScopeMap.default['@powernest/shared-ui'][defaultChoice], useTreesShaking: false }),
  } as unknown as Args;
  return hostSharesFirst().resolveShare!(args)!.resolver()?.shared.version;
}

describe('a remote takes the host’s copy of a shared singleton', () => {
  afterEach(() => jest.restoreAllMocks());

  it('before its own newer copy, when nothing is loaded yet (an older shell mounting a remote first), and says so', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(choose({ '0.1.0': { from: 'powernest_shell' }, '1.0.0': { from: 'mf_locator' } })).toBe('0.1.0');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('mf_locator uses @powernest/shared-ui 0.1.0 from powernest_shell; it was built for ^1.0.0'));
  });

  it('silently when the host’s copy is in its range', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(choose({ '1.0.0': { from: 'powernest_shell' }, '1.3.0': { from: 'mf_locator' } })).toBe('1.0.0');
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps what is already loaded (the runtime’s own loaded-first choice)', () => {
    expect(choose({ '1.0.0': { from: 'powernest_shell' }, '1.3.0': { from: 'mf_admin', loaded: true } })).toBe('1.3.0');
  });

  it('uses its own copy when it runs alone', () => {
    expect(choose({ '1.0.0': { from: 'mf_locator' } })).toBe('1.0.0');
  });
});

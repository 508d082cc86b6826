import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';

import { platformGuard } from './platformGuard';

// The host's platform singleton, as the remote receives it; `undefined`: a platform released
// before it published its version.
const mockHost: { version?: string } = {};
jest.mock('@powernest/shared-ui', () => ({
  get PLATFORM_VERSION() {
    return mockHost.version;
  },
}));

function Page({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

/** platformGuard as a remote runs it on a page whose host provides `version`. */
function guardWith(version: string | undefined): typeof platformGuard {
  mockHost.version = version;
  return platformGuard;
}

describe('platformGuard: a remote refuses a host whose platform it was not built for', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lets the exposed module through when the host provides a version in its range', () => {
    const Guarded: ComponentType<{ name: string }> = guardWith('1.4.0')('mf-test', '^1.2.0', Page);
    render(<Guarded name="Find Locations" />);
    expect(screen.getByRole('heading', { name: 'Find Locations' })).toBeInTheDocument();
  });

  it.each([
    ['an older minor', '1.1.0'],
    ['another major', '2.0.0'],
    ['a platform from before versions were published', undefined],
  ])('shows "This section is being updated" with Retry, and warns, for %s', (_case, platform) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Guarded = guardWith(platform)('@powernest/mf-test', '^1.2.0', Page);
    render(<Guarded name="Find Locations" />);
    expect(screen.queryByRole('heading', { name: 'Find Locations' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This section is being updated');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('@powernest/mf-test was built against platform ^1.2.0'));
    // Retry reloads the page (jsdom cannot follow a reload; the mixed-build suite sees the button).
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});

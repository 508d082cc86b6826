import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteSlot } from '../src/remotes/RemoteSlot';
import { siteRemote } from './fixtures/site';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const remote = siteRemote('mf-partnership');

describe('RemoteSlot', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows the remote once its code has loaded', async () => {
    // The runtime hands back the module's factory; the shell runs it (see fetchRemoteRoutes).
    jest.mocked(loadRemote).mockResolvedValueOnce(() => ({ default: () => <h1>FAQ from the remote</h1> }));
    render(<RemoteSlot remote={remote} />);
    expect(await screen.findByRole('heading', { name: 'FAQ from the remote' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_partnership/Routes', expect.objectContaining({ loadFactory: false }));
  });

  it('says the section is unavailable when the remote fails, and Retry really loads it again', async () => {
    jest
      .mocked(loadRemote)
      .mockRejectedValueOnce(new Error('RUNTIME-008 failed to fetch'))
      .mockResolvedValueOnce(() => ({ default: () => <h1>Back again</h1> }));
    render(<RemoteSlot remote={remote} />);
    expect(await screen.findByText('This section is unavailable right now')).toBeInTheDocument();
    const callsBeforeRetry = jest.mocked(loadRemote).mock.calls.length;

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_partnership', entry: remote.entry }], { force: true });
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    expect(jest.mocked(loadRemote).mock.calls.length).toBeGreaterThan(callsBeforeRetry);
  });

  it('contains a remote that throws while rendering', async () => {
    jest.mocked(loadRemote).mockResolvedValueOnce(() => ({
      default: () => {
        throw new Error('render bug');
      },
    }));
    render(
      <>
        <header>Header stays</header>
        <RemoteSlot remote={remote} />
      </>,
    );
    expect(await screen.findByText('This section is unavailable right now')).toBeInTheDocument();
    expect(screen.getByText('Header stays')).toBeInTheDocument();
  });
});

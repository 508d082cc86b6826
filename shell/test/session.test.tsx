import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_CHANGED_EVENT, SESSION_REFRESH_MS } from '@powernest/domain';
import { AccountMenu } from '../src/session/AccountMenu';
import { leavePage } from '../src/session/leavePage';
import { useSessionStore } from '../src/session/sessionStore';

jest.mock('../src/session/leavePage', () => ({ leavePage: jest.fn() }));

const USER = { id: 'u1', name: 'Ada Admin', email: 'ada@powernest.example', role: 'admin', createdAt: '2026-11-01T00:00:00.000Z' };

/** The API as the browser sees it: who is signed in changes when `signedIn` does. */
function fakeSessionApi() {
  const api = { signedIn: false, calls: [] as string[] };
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    api.calls.push(`${init.method ?? 'GET'} ${url}`);
    const body = url === '/api/user/me' ? (api.signedIn ? { success: true, user: USER } : { success: false, error: 'Not authenticated' }) : { success: true };
    return { ok: true, status: 200, json: async () => body } as Response;
  }) as unknown as typeof fetch;
  return api;
}

describe('the general session in the header', () => {
  beforeEach(() => {
    useSessionStore.setState({ user: undefined });
    jest.mocked(leavePage).mockClear();
  });

  it('shows nothing to a visitor, and asks once: no retry, not on focus', async () => {
    const api = fakeSessionApi();
    render(<AccountMenu />);
    await waitFor(() => expect(useSessionStore.getState().user).toBeNull());
    expect(screen.queryByRole('button', { name: /Sign out/ })).not.toBeInTheDocument();
    expect(api.calls).toEqual(['GET /api/user/me']);
    // Not asked again when the window gets the focus back.
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(api.calls).toHaveLength(1);
  });

  it('shows the signed-in user once a remote announces the sign-in, and again every 5 minutes', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const api = fakeSessionApi();
      render(<AccountMenu />);
      await waitFor(() => expect(useSessionStore.getState().user).toBeNull());
      api.signedIn = true;
      act(() => void window.dispatchEvent(new Event(SESSION_CHANGED_EVENT)));
      expect(await screen.findByText('Ada Admin')).toBeInTheDocument();
      expect(api.calls).toHaveLength(2);
      api.signedIn = false;
      await act(async () => void jest.advanceTimersByTime(SESSION_REFRESH_MS));
      await waitFor(() => expect(screen.queryByText('Ada Admin')).not.toBeInTheDocument());
      expect(api.calls).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('sign out clears the user, then goes to /auth/logout, which ends the site and admin sessions on the server', async () => {
    const api = fakeSessionApi();
    api.signedIn = true;
    render(<AccountMenu />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out (Ada Admin)' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/auth/logout'));
    expect(useSessionStore.getState().user).toBeNull();
    // One sign-out for the whole site: the server ends both sessions (api/test/user-session.test.ts).
    expect(api.calls).toEqual(['GET /api/user/me']);
  });
});

import { act, render, screen } from '@testing-library/react';
import { Toaster } from './Toaster';
import { toast, useToastStore } from './toastStore';

describe('toasts', () => {
  beforeEach(() => useToastStore.setState({ current: null }));

  it('shows one toast at a time: a new one replaces the old', async () => {
    render(<Toaster />);
    act(() => toast({ title: 'Login Successful' }));
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    act(() => toast({ title: 'Contact Error', description: 'Please review your information and try again.', variant: 'destructive' }));
    expect(screen.queryByText('Login Successful')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Contact Error');
    expect(screen.getByRole('alert')).toHaveTextContent('Please review your information and try again.');
  });

  it('renders nothing, and loads no snackbar code, until there is a toast', () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
  });

  it('disappears after 5 seconds', async () => {
    // The first toast loads the snackbar's code; the timing is then read on fake timers.
    const first = render(<Toaster />);
    act(() => toast({ title: 'Saved' }));
    await screen.findByText('Saved');
    first.unmount();
    act(() => useToastStore.getState().dismiss());
    jest.useFakeTimers();
    render(<Toaster />);
    act(() => toast({ title: 'Logged Out' }));
    act(() => jest.advanceTimersByTime(4900));
    expect(useToastStore.getState().current?.title).toBe('Logged Out');
    act(() => jest.advanceTimersByTime(200));
    expect(useToastStore.getState().current).toBeNull();
  });
});

import { act, render, screen } from '@testing-library/react';
import { Toaster } from './Toaster';
import { toast, useToastStore } from './toastStore';

describe('toasts', () => {
  beforeEach(() => useToastStore.setState({ current: null }));

  it('shows one toast at a time: a new one replaces the old', () => {
    render(<Toaster />);
    act(() => toast({ title: 'Login Successful' }));
    expect(screen.getByText('Login Successful')).toBeInTheDocument();
    act(() => toast({ title: 'Contact Error', description: 'Please review your information and try again.', variant: 'destructive' }));
    expect(screen.queryByText('Login Successful')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Contact Error');
    expect(screen.getByRole('alert')).toHaveTextContent('Please review your information and try again.');
  });

  it('disappears after 5 seconds', () => {
    jest.useFakeTimers();
    render(<Toaster />);
    act(() => toast({ title: 'Logged Out' }));
    act(() => jest.advanceTimersByTime(4900));
    expect(useToastStore.getState().current?.title).toBe('Logged Out');
    act(() => jest.advanceTimersByTime(200));
    expect(useToastStore.getState().current).toBeNull();
  });
});

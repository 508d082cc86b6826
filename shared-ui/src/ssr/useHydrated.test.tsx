import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { render, screen, waitFor } from '@testing-library/react';
import { beginServerHydration, useHydrated } from './useHydrated';

// What each render of the control returned, first render first.
let renders: boolean[] = [];
function Field() {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <input aria-label="Business Name" disabled={!hydrated} />;
}

describe('useHydrated', () => {
  beforeEach(() => {
    renders = [];
  });

  it('a control rendered only in the browser works at once', () => {
    render(<Field />);
    expect(renders[0]).toBe(true); // enabled from its very first render
    expect(screen.getByRole('textbox', { name: 'Business Name' })).toBeEnabled();
  });

  it('the server renders the control disabled; hydration adopts that HTML and then enables it', async () => {
    const html = renderToString(<Field />);
    expect(html).toContain('disabled');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();

    beginServerHydration();
    await act(async () => {
      hydrateRoot(container, <Field />, { onRecoverableError: recoverable });
    });

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Business Name' })).toBeEnabled());
    expect(recoverable).not.toHaveBeenCalled(); // no hydration mismatch
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  it('after the visitor first acts, a newly mounted control works at once (a wizard step, a dialog)', () => {
    beginServerHydration();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    render(<Field />);
    // Not disabled for a render first: focusing a field of a new wizard step must work.
    expect(renders).toEqual([true]);
    expect(screen.getByRole('textbox', { name: 'Business Name' })).toBeEnabled();
  });
});

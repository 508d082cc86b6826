import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { CODE_WANTED, hydrateOnInteraction } from '../src/ssr/hydrateOnInteraction';

function Page() {
  return <h1>Powering America</h1>;
}

/** The page deferred as the host renders it: inside a boundary that keeps the server's HTML meanwhile. */
function renderDeferred(load: Parameters<typeof hydrateOnInteraction>[0]) {
  const Deferred = hydrateOnInteraction(load);
  render(
    <Suspense fallback={<p>server HTML kept</p>}>
      <Deferred />
    </Suspense>,
  );
}

describe('hydrateOnInteraction', () => {
  it("loads the page's code only on the visitor's first interaction", async () => {
    const load = jest.fn(async () => ({ default: Page }));
    renderDeferred(load);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('server HTML kept')).toBeInTheDocument();

    await act(async () => {
      window.dispatchEvent(new Event('pointermove'));
    });
    expect(await screen.findByRole('heading', { name: 'Powering America' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads it at once when the inline loader started the frame for it (a touch before, or the map in view)', async () => {
    document.documentElement.setAttribute(CODE_WANTED, '');
    try {
      const load = jest.fn(async () => ({ default: Page }));
      renderDeferred(load);
      expect(await screen.findByRole('heading', { name: 'Powering America' })).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      document.documentElement.removeAttribute(CODE_WANTED);
    }
  });
});

import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { hydrateOnInteraction } from '../src/ssr/hydrateOnInteraction';

function Page() {
  return <h1>Powering America</h1>;
}

describe('hydrateOnInteraction', () => {
  it("loads the page's code only on the visitor's first interaction", async () => {
    const load = jest.fn(async () => ({ default: Page }));
    const Deferred = hydrateOnInteraction(load);
    render(
      <Suspense fallback={<p>server HTML kept</p>}>
        <Deferred />
      </Suspense>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('server HTML kept')).toBeInTheDocument();

    await act(async () => {
      window.dispatchEvent(new Event('pointermove'));
    });
    expect(await screen.findByRole('heading', { name: 'Powering America' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

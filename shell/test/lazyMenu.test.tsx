import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyMenu } from '../src/layout/lazyMenu';

function Menu() {
  return <div role="menu">Loaded menu</div>;
}

/** A page with a toggle, as the header has, around a menu whose code may fail to load. */
function Page({ menu }: { menu: ReturnType<typeof lazyMenu<object>> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <output>{open ? 'open' : 'closed'}</output>
      <menu.LazyMenu open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('lazyMenu', () => {
  it('renders nothing and loads nothing until the menu first opens', async () => {
    const load = jest.fn(async () => Menu);
    render(<Page menu={lazyMenu(load)} />);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('menu')).toHaveTextContent('Loaded menu');
  });

  it('closes when its code cannot load, and the next open tries again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn<Promise<typeof Menu>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Menu);
    render(<Page menu={lazyMenu(load)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('closed'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('[powernest] a menu failed to load:', expect.any(Error));
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('menu')).toHaveTextContent('Loaded menu');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

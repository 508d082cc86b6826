import { act, useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { useForm } from 'react-hook-form';
import { FormTextField } from './FormTextField';
import { typedInto, useKeepTyped } from './useKeepTyped';

const seen: Record<string, string>[] = [];

function NameForm() {
  const ref = useRef<HTMLFormElement>(null);
  const { control, getValues, setValue, watch } = useForm({ defaultValues: typedInto('name-form', { name: '' }) });
  useKeepTyped(ref, getValues, setValue);
  seen.push({ name: watch('name') });
  return (
    <form id="name-form" ref={ref}>
      <FormTextField control={control} name="name" label="Name" />
    </form>
  );
}

describe('text typed into server HTML before hydration', () => {
  it('is kept by hydration and known to the form, with the caret where it was; React keeps the server HTML', async () => {
    // (In development React also notes that the label's "filled" class differs: the server saw no text.)
    const silenced = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<NameForm />);
    document.body.appendChild(container);
    const input = container.querySelector('input')!;
    expect(input).toBeEnabled(); // usable in the server's HTML
    input.focus();
    input.value = 'Café Solana';
    input.setSelectionRange(4, 4);

    await act(async () => void hydrateRoot(container, <NameForm />, { onRecoverableError: recoverable }));
    expect(container.querySelector('input')).toBe(input); // the same element, not a new one
    expect(input).toHaveValue('Café Solana');
    expect(input).toHaveFocus();
    expect(input.selectionStart).toBe(4);
    expect(seen.at(-1)).toEqual({ name: 'Café Solana' });
    expect(recoverable).not.toHaveBeenCalled();
    silenced.mockRestore();
    container.remove();
  });
});

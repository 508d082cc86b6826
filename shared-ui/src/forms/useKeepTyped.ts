import { useEffect, type RefObject } from 'react';
import type { FieldValues, Path, PathValue, UseFormGetValues, UseFormSetValue } from 'react-hook-form';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (el: unknown): el is Field => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

/**
 * A form's starting values: its defaults, overlaid with what the visitor already typed (or
 * chose) into the server-rendered form `formId` before the script ran. Hydration leaves the
 * inputs' DOM values alone (React does not compare them), so starting from them, the form's
 * first render neither wipes the typing nor moves the caret. On the server: the defaults.
 */
export function typedInto<T extends object>(formId: string, defaults: T): T {
  if (typeof document === 'undefined') return defaults;
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return defaults;
  const typed: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const name of Object.keys(defaults)) {
    const input = form.elements.namedItem(name);
    if (isField(input)) typed[name] = input.value;
  }
  return typed as T;
}

/**
 * What was typed between the form's first render and its first effect (a slow phone's
 * hydration takes a while), read back once the fields have subscribed to the form.
 */
export function useKeepTyped<T extends FieldValues>(form: RefObject<HTMLFormElement | null>, getValues: UseFormGetValues<T>, setValue: UseFormSetValue<T>): void {
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const values = getValues() as Record<string, unknown>;
    for (const field of Object.keys(values)) {
      const input = element.elements.namedItem(field);
      if (isField(input) && input.value !== (values[field] ?? '')) setValue(field as Path<T>, input.value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    // Once, at hydration: later values are the form's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

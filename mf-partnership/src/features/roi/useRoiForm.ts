import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from '@powernest/shared-ui/router';
import type { RoiInputs } from '@powernest/domain';
import { roiFieldsIn, roiFormValues, roiInputsFrom, roiQuery, type RoiFormValues } from './roiQuery';

/** How long the address bar waits for the visitor to stop moving a slider (browsers limit replaceState). */
const ADDRESS_DELAY_MS = 400;

const fromQuery = (query: URLSearchParams | string) => roiFormValues(roiInputsFrom(roiFieldsIn(new URLSearchParams(query))));
const sameValues = (a: RoiFormValues, b: RoiFormValues) => (Object.keys(a) as Array<keyof RoiFormValues>).every((k) => a[k] === b[k]);

/**
 * The ROI form's state. It starts from the query (the server renders the same results), takes
 * back what the visitor chose or typed before the page's code ran, follows every change, and
 * keeps the address bar's query in step (replace, so Back leaves the calculator).
 */
export function useRoiForm() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const [values, setValues] = useState(() => fromQuery(searchParams));
  const formRef = useRef<HTMLFormElement>(null);
  const resultsRef = useRef<HTMLElement>(null);
  /** The query this form last put in the address bar. */
  const written = useRef(query);
  /** Whether the visitor changed anything (a first visit's bare address stays bare). */
  const changed = useRef(false);

  // Hydration keeps the DOM as it is: a type picked or a number typed before it is read back.
  useEffect(() => {
    if (!formRef.current) return;
    const typed = roiFieldsIn(new FormData(formRef.current));
    setValues((prev) => {
      const next = { ...prev, ...typed };
      if (sameValues(prev, next)) return prev;
      changed.current = true;
      return next;
    });
  }, []);

  // An address the form did not write (a link to the calculator, Back and Forward) is its new state.
  useEffect(() => {
    if (query === written.current) return;
    written.current = query;
    setValues(fromQuery(query));
  }, [query]);

  const writeAddress = (inputs: RoiInputs) => {
    const next = roiQuery(inputs);
    if (next === written.current) return;
    written.current = next;
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };
  const writeLater = useRef(writeAddress);
  writeLater.current = writeAddress;

  useEffect(() => {
    if (!changed.current) return;
    const timer = setTimeout(() => writeLater.current(roiInputsFrom(values)), ADDRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values]);

  const setField = (key: keyof RoiFormValues, text: string) => {
    changed.current = true;
    setValues((prev) => ({ ...prev, [key]: text }));
  };

  /** With JavaScript the results are already live: Calculate settles the address and shows them. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const inputs = roiInputsFrom(values);
    setValues(roiFormValues(inputs));
    writeAddress(inputs);
    resultsRef.current?.focus();
  };

  return { values, inputs: roiInputsFrom(values), setField, formRef, resultsRef, onSubmit };
}

import { useEffect, useRef } from 'react';

/**
 * Runs `effect` each time `value` changes, but not at mount: what the server rendered, and what
 * the visitor did with it before hydration (text typed into a field, a menu opened), is left
 * alone until the value really changes (the URL moved on, another page was opened).
 */
export function useOnChange<T>(value: T, effect: (value: T) => void) {
  const seen = useRef(value);
  useEffect(() => {
    if (seen.current === value) return;
    seen.current = value;
    effect(value);
  }, [value, effect]);
}

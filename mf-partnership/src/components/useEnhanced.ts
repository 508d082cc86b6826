import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => undefined;

/**
 * false in the server's HTML and while React hydrates it, true once this page's code runs. A
 * control that only works with JavaScript (a slider) shows from then on; the native control
 * beside it does the job before, or without, JavaScript.
 */
export function useEnhanced(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

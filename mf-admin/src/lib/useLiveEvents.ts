import { useEffect, useRef } from 'react';
import { listenLive, type LiveMessage } from './liveEvents';

/** Calls `onMessage` with each live message while the component is mounted (the latest callback, no re-subscribing). */
export function useLiveEvents(onMessage: (message: LiveMessage) => void): void {
  const latest = useRef(onMessage);
  latest.current = onMessage;
  useEffect(() => listenLive((message) => latest.current(message)), []);
}

/**
 * While the tab is in the background, "(3) " before its title counts the new leads that came;
 * coming back to the tab clears it.
 */
export function useUnseenCountInTitle(count: number): void {
  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, '');
    document.title = count > 0 ? `(${count}) ${base}` : base;
  }, [count]);
  useEffect(
    () => () => {
      document.title = document.title.replace(/^\(\d+\) /, '');
    },
    [],
  );
}

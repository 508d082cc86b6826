import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@powernest/shared-ui/router';
import { useHydrated } from '@powernest/shared-ui';
import { locatorViewParams, readLocatorView, type LocatorView } from './locatorView';

/**
 * How a change enters the history: `push` for a choice (a filter, the view mode, a partner), so
 * back and forward step through them; `replace` for typing and panning, which would flood it.
 */
export type HistoryMode = 'push' | 'replace';

const NO_PARAMS = new URLSearchParams();

/** The locator's view, kept in the URL's query string (the router's search params). */
export function useLocatorView() {
  const [params, setParams] = useSearchParams();
  // The server renders by path (its page cache holds no query string), so the hydrating render
  // shows the defaults as the server's HTML did; the URL's view follows right after.
  const hydrated = useHydrated();
  const view = useMemo(() => readLocatorView(hydrated ? params : NO_PARAMS), [hydrated, params]);
  const change = useCallback(
    (next: Partial<LocatorView>, mode: HistoryMode) =>
      // From the URL's own parameters, not the view (which shows defaults while hydrating).
      setParams((current) => locatorViewParams({ ...readLocatorView(current), ...next }), { replace: mode === 'replace' }),
    [setParams],
  );
  return { view, change, hydrated };
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@powernest/shared-ui/router';
import { useHydrated } from '@powernest/shared-ui';
import { FILTER_FIELDS, locatorViewParams, readLocatorView, type LocatorView } from './locatorView';

/**
 * How a change enters the history: `push` for a choice (a filter, the view mode, a partner), so
 * back and forward step through them; `replace` for typing and panning, which would flood it.
 */
export type HistoryMode = 'push' | 'replace';

/**
 * The locator's view, kept in the URL's query string (the router's search params). The site
 * server renders with the query too, so the hydrating render reads the same view as the HTML.
 */
export function useLocatorView() {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const view = useMemo(() => readLocatorView(params), [params]);
  const change = useCallback(
    (next: Partial<LocatorView>, mode: HistoryMode) =>
      setParams(
        (current) => {
          const before = readLocatorView(current);
          // Other matches are other pages: a new filter starts the list again.
          const refiltered = FILTER_FIELDS.some((field) => field in next && next[field] !== before[field]);
          return locatorViewParams({ ...before, ...(refiltered ? { page: 1 } : {}), ...next });
        },
        { replace: mode === 'replace' },
      ),
    [setParams],
  );
  return { view, change, hydrated };
}

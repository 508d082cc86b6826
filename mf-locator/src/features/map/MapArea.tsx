import { lazy, Suspense, useEffect, useRef, type ComponentProps } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { useInView } from './useInView';
import { MAP_TITLE_ID, MapTitle } from './MapTitle';
import { HYDRATE_WHEN_VISIBLE, LOCATOR_VIEW, openingViewport } from '@powernest/domain';
import { prefetchTiles } from '../../data/partnerTileAnswers';

// OpenLayers is heavy: its code loads with the map, not with the page, and only once a
// quarter of the map's area is on screen (on a phone it starts below the fold).
const loadLocatorMap = () => import('./LocatorMap').then((m) => ({ default: m.LocatorMap }));
const LocatorMap = lazy(loadLocatorMap);
const MAP_VISIBLE_SHARE = 0.25;

// On a large screen the map is on the first screen: its code is fetched while the page
// hydrates instead of after, and is drawn as soon as it is in view (phones keep waiting).
const LARGE_SCREEN = '(min-width: 900px) and (min-height: 700px)';
if (typeof window !== 'undefined' && window.matchMedia?.(LARGE_SCREEN).matches) void loadLocatorMap().catch(() => undefined);

/** The map card while OpenLayers is not loaded yet: its heading, and a skeleton of the map. */
function MapSkeleton() {
  return (
    <Card variant="outlined" component="section" aria-labelledby={MAP_TITLE_ID} aria-busy="true" {...{ [HYDRATE_WHEN_VISIBLE]: MAP_VISIBLE_SHARE }}>
      <CardContent sx={{ pb: 1 }}>
        <MapTitle />
      </CardContent>
      <Skeleton data-map-frame variant="rectangular" sx={{ height: { xs: 400, lg: 600 } }} />
    </Card>
  );
}

/**
 * The map, or its skeleton (as the server renders it) until the visitor can see it or asks it
 * for something (a partner chosen, locate me).
 */
export function MapArea({ canLoad, ...props }: ComponentProps<typeof LocatorMap> & { canLoad: boolean }) {
  const area = useRef<HTMLDivElement>(null);
  const wanted = useInView(area, MAP_VISIBLE_SHARE) || props.selectedId !== null || props.locateRequests > 0;
  // Not before hydration: the map opens on the URL's view, which the page reads only then.
  const visible = canLoad && wanted;
  // The partners of the opening view are asked for now, while OpenLayers' code loads: the
  // skeleton has the map's size, and the view is the URL's or the lower 48 framed.
  useEffect(() => {
    const frame = area.current?.querySelector('[data-map-frame]')?.getBoundingClientRect();
    if (!visible || !frame) return;
    const frameOf = { extent: LOCATOR_VIEW.lower48Extent, padding: LOCATOR_VIEW.fitPadding };
    prefetchTiles(openingViewport({ width: frame.width, height: frame.height }, props.mapView, frameOf), props.filters);
    // Once, for the view the map opens on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible]);
  return (
    <div ref={area}>
      {visible ? (
        <Suspense fallback={<MapSkeleton />}>
          <LocatorMap {...props} />
        </Suspense>
      ) : (
        <MapSkeleton />
      )}
    </div>
  );
}

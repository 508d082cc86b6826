import { lazy, Suspense, useRef, type ComponentProps } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { useInView } from './useInView';
import { MAP_TITLE_ID, MapTitle } from './MapTitle';

// OpenLayers is heavy: its code loads with the map, not with the page, and only once a
// quarter of the map's area is on screen (on a phone it starts below the fold).
const LocatorMap = lazy(() => import('./LocatorMap').then((m) => ({ default: m.LocatorMap })));
const MAP_VISIBLE_SHARE = 0.25;

/** The map card while OpenLayers is not loaded yet: its heading, and a skeleton of the map. */
function MapSkeleton() {
  return (
    <Card variant="outlined" component="section" aria-labelledby={MAP_TITLE_ID} aria-busy="true">
      <CardContent sx={{ pb: 1 }}>
        <MapTitle />
      </CardContent>
      <Skeleton variant="rectangular" sx={{ height: { xs: 400, lg: 600 } }} />
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

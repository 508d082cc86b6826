import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { toast } from '@powernest/shared-ui';
import { PARTNER_ANSWER_MAX_AGE_S, inLocatorResults, pageIn } from '@powernest/domain';
import { useLanguage } from '@powernest/shared-ui/i18n';
import { FilterCard } from './FilterCard';
import { PartnerList, PartnerListSkeleton } from './PartnerList';
import { LoadError } from '../../components/LoadError';
import { Sidebar } from './Sidebar';
import { bringIntoView } from './bringIntoView';
import { NEEDS_JAVASCRIPT, WithoutJavaScriptNote } from './withoutJavaScript';
import { coverageFirstViewRequest } from '../coverage';
import { useCheckedPlace } from '../coverage';
import { FirstViewData } from '@powernest/shared-ui/data';
import { fetchNearest, partnerFirstViewRequests, usePartnerDetails, usePartnerPage, usePartnerStats } from '../../data/usePartners';
import { serviceAreasFirstViewRequest, useServiceAreas } from '../../data/useServiceAreas';
import { useLocatorStore } from '../../state/locatorStore';
import { anyFilterSet, locatorViewParams, type LocatorView, type MapView } from '../../state/locatorView';
import { useLocatorView } from '../../state/useLocatorView';
import { currentPosition } from '../../state/useGeolocation';
import { MapArea } from '../map';
import { FIND_LOCATIONS_PAGE } from '../../pages';
import { useLocatorText } from '../../i18n';

/**
 * WCAG 2.5.5: every control of the page takes a finger (44 CSS px), the map's own included on
 * small screens; on large ones the map's buttons (zoom, rotate, credits) are 32 px, past WCAG
 * 2.5.8's 24 (OpenLayers draws them 22 px, one pixel apart: axe's target-size, browser audit 24).
 */
const TOUCH_TARGETS = {
  '& .MuiButton-root, & .MuiToggleButton-root, & .MuiIconButton-root': { minHeight: 44, minWidth: 44 },
  '& .ol-control button': { width: 32, height: 32 },
  '@media (max-width: 899.95px)': { '& .ol-control button': { width: 44, height: 44 } },
} as const;

/**
 * The locator (product.md §2). The list of the URL's search is the page; the map enhances it. The
 * server renders the page with its first view's answers (FirstViewData), so the list, the
 * counts and a checked place's answer are in the HTML and work without JavaScript.
 */
export function FindLocationsPage() {
  const { view } = useLocatorView();
  const place = useCheckedPlace();
  const { searchText, state, businessType, page } = view;
  const requests = useMemo(
    () => [...partnerFirstViewRequests({ searchText, state, businessType }, page), serviceAreasFirstViewRequest, ...(place ? [coverageFirstViewRequest(place)] : [])],
    [searchText, state, businessType, page, place],
  );
  return (
    <FirstViewData requests={requests} maxAgeS={PARTNER_ANSWER_MAX_AGE_S}>
      <LocatorPage />
    </FirstViewData>
  );
}

/** The locator's address for a view (a link that works without JavaScript). */
function hrefOf(view: LocatorView): string {
  const query = locatorViewParams(view).toString();
  return query ? `${FIND_LOCATIONS_PAGE.path}?${query}` : FIND_LOCATIONS_PAGE.path;
}

function LocatorPage() {
  const t = useLocatorText();
  const language = useLanguage();
  const s = useLocatorStore();
  const { view, change, hydrated } = useLocatorView();
  // The search box sends its text after a pause in typing, so the URL's text is the one to ask for.
  const { searchText, state, businessType, selectedId, page } = view;
  const filters = { state, businessType, searchText };
  const network = usePartnerStats();
  const matching = usePartnerStats(filters);
  const filtered = usePartnerPage(filters, page);
  const serviceAreas = useServiceAreas();
  const mapRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // Find Nearest and Show on map show the map (and its popup) on screen: below the fold on a phone.
  const [mapWanted, setMapWanted] = useState(0);
  useEffect(() => {
    if (mapWanted) bringIntoView(mapRef.current);
  }, [mapWanted]);
  // A page link followed at the foot of the list shows the new page from its top.
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current !== page) bringIntoView(listRef.current);
    shownPage.current = page;
  }, [page]);
  // SWR hands new data over in a synchronous update; drawing a page of cards then blocked the
  // main thread in one long task on a phone. The list follows in an interruptible pass, and
  // keeps its skeleton until that pass has the cards.
  const listed = useDeferredValue(filtered.partners);
  const listPending = filtered.isLoading || (listed !== filtered.partners && listed.length === 0);
  const selected = usePartnerDetails(selectedId, filtered.partners);
  const filtersSet = anyFilterSet(view);
  const loadError = filtered.error ?? network.error;

  // A selected partner that leaves the results (a filter changed, a stale link) is let go, and its
  // popup closes: judged on its own record with the server's rule (inLocatorResults).
  const selectionLeft = selectedId !== null && (selected.gone || (selected.partner !== null && !inLocatorResults(selected.partner, filters)));
  useEffect(() => {
    // Replace: the filter change that dropped it is the history entry; back brings both back.
    if (selectionLeft) change({ selectedId: null }, 'replace');
  }, [selectionLeft, change]);

  const select = (id: string | null) => change({ selectedId: id }, 'push');
  const onMapMoved = (mapView: MapView) => change({ mapView }, 'replace');

  async function locateMe() {
    const result = await currentPosition();
    // product.md §8: a locate-me failure is only logged.
    if (!result.ok) return console.warn('[locator] locate me:', result.message);
    s.locateUser(result.position);
    if (view.viewMode !== 'map') change({ viewMode: 'map' }, 'push');
  }

  async function findNearest() {
    const result = await currentPosition();
    if (!result.ok) return toast({ title: t('geo.failedTitle'), description: t(`geo.${result.reason}`), variant: 'destructive' });
    s.setUserPosition(result.position);
    const nearest = await fetchNearest(filters, result.position).catch(() => null);
    if (!nearest) return;
    change({ selectedId: nearest.id, viewMode: 'map' }, 'push');
    setMapWanted((n) => n + 1);
  }

  const showOnMap = (id: string) => {
    change({ selectedId: id, viewMode: 'map' }, 'push');
    setMapWanted((n) => n + 1);
  };
  const pageHref = (n: number) => hrefOf({ ...view, page: n, selectedId: null });
  const clearedHref = hrefOf({ ...view, searchText: '', state: 'all', businessType: 'all', page: 1, selectedId: null });

  return (
    <Box sx={TOUCH_TARGETS}>
      <Box component="section" sx={{ background: ({ palette }) => `linear-gradient(135deg, ${palette.primary.main} 0%, ${palette.brand.dark} 100%)`, color: 'common.white' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
          <Typography variant="h1" component="h1" sx={{ color: 'common.white', fontSize: { xs: '2.2rem', md: '3rem' } }}>
            {pageIn(FIND_LOCATIONS_PAGE, language).heading}
          </Typography>
          <Typography variant="h6" component="p" sx={{ mt: 1.5, maxWidth: 680, opacity: 0.92 }}>
            {t('page.intro')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
            <Button variant="contained" color="secondary" onClick={findNearest} className={NEEDS_JAVASCRIPT}>
              {t('page.findNearest')}
            </Button>
            <Button variant="outlined" onClick={locateMe} className={NEEDS_JAVASCRIPT} sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.6)' }}>
              {t('page.useMyLocation')}
            </Button>
            <Button component={RouterLink} to="/partnership-application" variant="outlined" sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.6)' }}>
              {t('page.addBusiness')}
            </Button>
          </Box>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 300px' } }}>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }}>
          <FilterCard view={view} onChange={change} />
          {/* One error state with Retry: a failed request is not "Found 0 locations". */}
          {loadError ? (
            <LoadError
              onRetry={() => {
                if (filtered.error) void filtered.retry();
                if (network.error) void network.retry();
              }}
            />
          ) : (
            <Typography role="status" aria-live="polite" sx={{ fontWeight: 600 }}>
              {filtered.isLoading ? t('results.loading') : t(filtersSet ? 'results.foundMatching' : 'results.found', { count: filtered.total })}
            </Typography>
          )}
          {!filtered.isLoading && !loadError && filtered.total === 0 ? (
            <Box sx={{ textAlign: 'center', py: 6, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}>
              <Typography variant="h2" sx={{ fontSize: '1.4rem' }} gutterBottom>
                {t('results.noneTitle')}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('results.noneHint')}
              </Typography>
              {/* A link: it clears them without JavaScript too. */}
              <Button component={RouterLink} to={clearedHref} variant="contained">
                {t('results.clearFilters')}
              </Button>
            </Box>
          ) : null}
          {loadError ? null : <WithoutJavaScriptNote />}
          {loadError || view.viewMode !== 'map' ? null : (
            <Box ref={mapRef} className={NEEDS_JAVASCRIPT}>
              <MapArea
                filters={filters}
                matchBounds={matching.stats.bounds}
                selectedId={selectedId}
                selectedPartner={selectionLeft ? null : selected.partner}
                mapView={view.mapView}
                userPosition={s.userPosition}
                serviceAreas={serviceAreas}
                locateRequests={s.locateRequests}
                canLoad={hydrated}
                onMarkerClick={select}
                onClosePopup={() => select(null)}
                onMapMoved={onMapMoved}
                onLocateMe={locateMe}
              />
            </Box>
          )}
          {/* The list in both views: without JavaScript (or before the map loads) it is how partners are found. */}
          {loadError ? null : (
            <Box ref={listRef}>
              {listPending ? (
                <PartnerListSkeleton />
              ) : (
                <PartnerList partners={listed} total={filtered.total} page={page} pageHref={pageHref} onShowOnMap={showOnMap} />
              )}
            </Box>
          )}
        </Box>
        <Sidebar stats={network.stats} serviceAreas={serviceAreas} />
      </Container>
    </Box>
  );
}

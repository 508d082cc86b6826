import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import GlobalStyles from '@mui/material/GlobalStyles';
import { keyframes } from '@emotion/react';
import olCss from 'ol/ol.css';
import { PartnerPopup } from './PartnerPopup';
import { LoadError } from '../../components/LoadError';
import { MAP_TITLE_ID, MapTitle } from './MapTitle';
import type { BaseLayerId } from '@powernest/domain';
import { MAP_COLOURS } from '@powernest/shared-ui/components';
import { useBaseLayerInfo } from './baseLayers';
import { useLocatorMap, type LocatorMapInput } from './useLocatorMap';
import { inViewText } from './inViewText';
import { useLocatorText } from '../../i18n';
import { useLanguage } from '@powernest/shared-ui/i18n';
import { DEFAULT_LANGUAGE } from '@powernest/domain';

/** Describes the map (its partners in view) to screen readers. */
const IN_VIEW_ID = 'locator-map-in-view';
/** sx that hides text visually but keeps it for screen readers. */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', p: 0, margin: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(37,99,235,0.6); }
  100% { box-shadow: 0 0 0 18px rgba(37,99,235,0); }
`;

interface Props extends LocatorMapInput {
  /** Bumped by each locate-me: centre on the visitor at zoom 12. */
  locateRequests: number;
  onClosePopup: () => void;
  onLocateMe: () => void;
}

/** product.md §2 map view: "Interactive Map" card with locate me, Fit All and the layer switcher. */
export function LocatorMap({ onClosePopup, onLocateMe, locateRequests, ...input }: Props) {
  const t = useLocatorText();
  const language = useLanguage();
  const map = useLocatorMap(input);
  const baseLayers = useBaseLayerInfo();
  // In English a layer is named as the site configures it; in another language by the catalogue.
  const layerLabel = (layer: (typeof baseLayers)[number]) => (language === DEFAULT_LANGUAGE ? layer.label : t(`map.layer.${layer.id}`));
  const { userPosition, selectedPartner } = input;
  const { centreOnUser } = map;

  useEffect(() => {
    if (userPosition && locateRequests > 0) centreOnUser(userPosition);
    // Only a new locate-me request moves the map, not every position update.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locateRequests, centreOnUser]);

  return (
    <Card variant="outlined" component="section" aria-labelledby={MAP_TITLE_ID}>
      <GlobalStyles styles={olCss} />
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, pb: 1 }}>
        <MapTitle />
        <Button size="small" variant="outlined" onClick={onLocateMe} aria-label={t('map.locateMe')}>
          {t('map.locateMe')}
        </Button>
        <Button size="small" variant="outlined" onClick={() => map.fitAll()} disabled={!input.matchBounds}>
          {t('map.fitAll')}
        </Button>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={map.baseLayer}
          onChange={(_, value: BaseLayerId | null) => value && map.setBaseLayer(value)}
          aria-label={t('map.layers')}
        >
          {baseLayers.map((b) => (
            <ToggleButton key={b.id} value={b.id} sx={{ px: 1.25 }}>
              {layerLabel(b)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </CardContent>
      {/* A tile of partners that did not load: the same error state as the page's, for the map. */}
      {map.tileError ? (
        <Box sx={{ px: 2, pb: 1 }}>
          <LoadError onRetry={map.retryTiles} />
        </Box>
      ) : null}
      <Box
        ref={map.targetRef}
        data-testid="locator-map"
        data-ready={map.ready ? 'true' : 'false'}
        role="application"
        aria-label={t('map.label')}
        aria-describedby={IN_VIEW_ID}
        sx={{ height: { xs: 400, lg: 600 }, bgcolor: MAP_COLOURS.water, position: 'relative' }}
      />
      {/* The canvas says nothing: how many partners the view holds, said when its tiles are in. */}
      <Box id={IN_VIEW_ID} role="status" sx={visuallyHidden}>
        {map.inView ? inViewText(map.inView, t) : ''}
      </Box>
      {map.popupElement && selectedPartner
        ? createPortal(
            <PartnerPopup
              partner={selectedPartner}
              onClose={() => {
                map.closePopup();
                onClosePopup();
              }}
            />,
            map.popupElement,
          )
        : null}
      {map.userElement && userPosition
        ? createPortal(
            <Box
              aria-label={t('map.yourLocation')}
              role="img"
              sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: 'accent.blue', border: '3px solid', borderColor: 'common.white', animation: `${pulse} 1.6s ease-out infinite` }}
            />,
            map.userElement,
          )
        : null}
    </Card>
  );
}

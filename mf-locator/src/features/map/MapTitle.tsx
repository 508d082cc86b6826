import Typography from '@mui/material/Typography';
import { useLocatorText } from '../../i18n';

export const MAP_TITLE_ID = 'map-title';

/** The map card's heading, the same in the card and in its placeholder (product.md §2: "Interactive Map"). */
export function MapTitle() {
  const t = useLocatorText();
  return (
    <Typography id={MAP_TITLE_ID} variant="h2" sx={{ fontSize: '1.25rem', flex: 1, minWidth: 140 }}>
      {t('map.title')}
    </Typography>
  );
}

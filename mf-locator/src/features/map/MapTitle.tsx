import Typography from '@mui/material/Typography';

export const MAP_TITLE_ID = 'map-title';

/** The map card's heading, the same in the card and in its placeholder (SPEC §2: "Interactive Map"). */
export function MapTitle() {
  return (
    <Typography id={MAP_TITLE_ID} variant="h2" sx={{ fontSize: '1.25rem', flex: 1, minWidth: 140 }}>
      Interactive Map
    </Typography>
  );
}

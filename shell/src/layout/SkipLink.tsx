import Box from '@mui/material/Box';
import { useFrameText } from '../i18n';

/** Lets keyboard users jump past the header. */
export function SkipLink() {
  const t = useFrameText();
  return (
    <Box
      component="a"
      href="#main-content"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        p: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        '&:focus': { top: 8 },
      }}
    >
      {t('skipToContent')}
    </Box>
  );
}

import Box from '@mui/material/Box';
import kioskSvg from '../../assets/kiosk.svg?markup';

/**
 * The hero picture, drawn inline: it paints with the page's first paint instead of waiting to
 * be decoded as an image, so on a phone the hero is complete as soon as text is.
 */
export function KioskIllustration({ label }: { label: string }) {
  return (
    <Box
      role="img"
      aria-label={label}
      dangerouslySetInnerHTML={{ __html: kioskSvg }}
      sx={{ width: '100%', maxWidth: 480, justifySelf: 'center', aspectRatio: '480 / 420', '& svg': { display: 'block', width: '100%', height: 'auto' } }}
    />
  );
}

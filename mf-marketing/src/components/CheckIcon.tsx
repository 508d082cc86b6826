import Box from '@mui/material/Box';

/** A small check mark for benefit lists, in a theme colour ('primary.main', 'secondary.main') or the text's. */
export function CheckIcon({ color = 'inherit', size = 22 }: { color?: string; size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 24 24" aria-hidden="true" sx={{ width: size, height: size, color, flexShrink: 0, mt: '2px' }}>
      <circle cx="12" cy="12" r="11" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </Box>
  );
}

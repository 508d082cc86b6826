import Box from '@mui/material/Box';

/** Lets keyboard users jump past the header. */
export function SkipLink() {
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
      Skip to content
    </Box>
  );
}

import { createTheme } from '@mui/material/styles';

/**
 * One look for every app: the shell and each remote's standalone bootstrap use this theme.
 * The locator's base-map colours (water, land, borders) are in ./mapColours.ts.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#0b6e4f', dark: '#07503a', light: '#3f9a7a', contrastText: '#ffffff' },
    secondary: { main: '#f2a900', contrastText: '#1a1a1a' },
    background: { default: '#f7f9f8', paper: '#ffffff' },
    text: { primary: '#14201b', secondary: '#4a5a53' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.5rem', fontWeight: 800, lineHeight: 1.15 },
    h2: { fontSize: '1.9rem', fontWeight: 700 },
    h3: { fontSize: '1.4rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
});

import { createTheme } from '@mui/material/styles';
import { PALETTE } from './palette';

type BrandColours = { dark: string; darkHover: string; mint: string; cream: string };
type AccentColours = { violet: string; blue: string; orange: string; red: string };

declare module '@mui/material/styles' {
  interface Palette {
    /** The dark brand green (footer, standalone bar, dark panels), its hover, and the hero's wash. Platform 1.2. */
    brand: BrandColours;
    /** Tints that tell cards apart. Platform 1.2. */
    accent: AccentColours;
  }
  interface PaletteOptions {
    brand?: BrandColours;
    accent?: AccentColours;
  }
}

/**
 * One look for every app: the shell and each remote's standalone bootstrap use this theme. Its
 * colours are in ./palette.ts (with the locator's base-map colours).
 */
export const theme = createTheme({
  palette: {
    primary: { ...PALETTE.primary },
    secondary: { ...PALETTE.secondary },
    background: { ...PALETTE.background },
    text: { ...PALETTE.text },
    common: { ...PALETTE.common },
    brand: { ...PALETTE.brand },
    accent: { ...PALETTE.accent },
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

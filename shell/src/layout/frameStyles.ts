// The header's and footer's controls, drawn with Box and the theme instead of MUI's Button,
// IconButton, AppBar, Container, Typography and Link: every page loads the frame before it can
// be used, and those components (with ButtonBase's ripple) cost ~20 KB gzipped there. Colours,
// type and widths still come from the theme (palette keys, `typography: 'button'`, 'lg').
import { alpha, type Theme } from '@mui/material/styles';


/** The frame's width, as MUI's Container maxWidth="lg". */
export const frameContainerSx = { width: '100%', maxWidth: 'lg', mx: 'auto', px: { xs: 2, sm: 3 } } as const;

const focusRing = { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } as const;

/** What every frame button shares: a bare, centred, clickable box with the theme's hover and focus ring. */
const bareButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  bgcolor: 'transparent',
  cursor: 'pointer',
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': focusRing,
  '&:disabled': { cursor: 'default' },
} as const;

/** A text button (a header link, the Partnership dropdown, Sign out). */
export const frameButtonSx = {
  ...bareButton,
  typography: 'button',
  gap: 0.5,
  minHeight: 36,
  px: 1.5,
  py: 0.75,
  borderRadius: 2,
  color: 'text.primary',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&.active, &[aria-current="page"]': { color: 'primary.main', bgcolor: ({ palette }: Theme) => alpha(palette.primary.main, 0.08) },
} as const;

/** The call to action: a filled button in the brand colour. */
export const frameCtaSx = {
  ...frameButtonSx,
  px: 2,
  borderRadius: 1,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  boxShadow: 2,
  '&:hover': { bgcolor: 'primary.dark' },
  '&.active, &[aria-current="page"]': {},
} as const;

/** A round icon-only button (the phone menu). */
export const frameIconButtonSx = {
  ...bareButton,
  width: 40,
  height: 40,
  p: 0,
  borderRadius: '50%',
  color: 'action.active',
} as const;

/** A link in the dark footer. */
export const footerLinkSx = {
  display: 'block',
  py: 0.5,
  color: 'grey.300',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { ...focusRing, outlineColor: 'secondary.main' },
} as const;

/** An open menu's panel (the Partnership dropdown, the phone menu). */
export const framePanelSx = {
  bgcolor: 'background.paper',
  color: 'text.primary',
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  boxShadow: 4,
  zIndex: 'appBar',
} as const;

/** A link in an open menu: a whole row, at least 48 px tall (a thumb's target). */
export const framePanelLinkSx = {
  display: 'flex',
  alignItems: 'center',
  minHeight: 48,
  px: 2,
  color: 'text.primary',
  textDecoration: 'none',
  typography: 'body1',
  fontWeight: 600,
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': focusRing,
  '&[aria-current="page"]': { color: 'primary.main', bgcolor: ({ palette }: Theme) => alpha(palette.primary.main, 0.08) },
} as const;

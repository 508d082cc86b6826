import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';
import { BrandLogo } from '@powernest/shared-ui/components';

/** product.md §2: the hero logo starts animating 500 ms after display; a hover flash lasts 600 ms. */
const LOGO_ANIMATION_DELAY_MS = 500;
const LOGO_FLASH_MS = 600;

const charge = keyframes`
  0% { transform: scale(0.92); filter: drop-shadow(0 0 0 rgba(242,169,0,0)); }
  60% { transform: scale(1.04); filter: drop-shadow(0 0 18px rgba(242,169,0,0.75)); }
  100% { transform: scale(1); filter: drop-shadow(0 0 8px rgba(242,169,0,0.35)); }
`;
const flash = keyframes`
  0%, 100% { filter: brightness(1); }
  40% { filter: brightness(1.6) drop-shadow(0 0 24px rgba(242,169,0,0.9)); }
`;

const CHARGE = `${charge} 900ms ease-out ${LOGO_ANIMATION_DELAY_MS}ms both`;

/**
 * The hero logo. Pure CSS: the home page is hydrated only on the visitor's first interaction
 * (its page manifest says so), and the animation must run from the server's HTML alone. On
 * hover the flash is added beside the charge animation, which keeps its place and state.
 */
export function AnimatedLogo({ size = 112 }: { size?: number }) {
  return (
    <Box
      data-testid="hero-logo"
      sx={{
        display: 'inline-flex',
        width: size,
        height: size,
        animation: CHARGE,
        '&:hover': { animation: `${CHARGE}, ${flash} ${LOGO_FLASH_MS}ms ease-in-out` },
        '@media (prefers-reduced-motion: reduce)': { animation: 'none', '&:hover': { animation: 'none' } },
      }}
    >
      <BrandLogo size={size} />
    </Box>
  );
}

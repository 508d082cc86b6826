import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { keyframes } from '@emotion/react';
import { BrandLogo } from '@powernest/shared-ui/components';

/** SPEC §2: the hero logo starts animating 500 ms after display; a hover flash lasts 600 ms. */
export const LOGO_ANIMATION_DELAY_MS = 500;
export const LOGO_FLASH_MS = 600;

const charge = keyframes`
  0% { transform: scale(0.92); filter: drop-shadow(0 0 0 rgba(242,169,0,0)); }
  60% { transform: scale(1.04); filter: drop-shadow(0 0 18px rgba(242,169,0,0.75)); }
  100% { transform: scale(1); filter: drop-shadow(0 0 8px rgba(242,169,0,0.35)); }
`;
const flash = keyframes`
  0%, 100% { filter: brightness(1); }
  40% { filter: brightness(1.6) drop-shadow(0 0 24px rgba(242,169,0,0.9)); }
`;

export function AnimatedLogo({ size = 112 }: { size?: number }) {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [charged, setCharged] = useState(false);
  const [flashing, setFlashing] = useState(false);
  const flashTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (reduceMotion) return;
    const timer = setTimeout(() => setCharged(true), LOGO_ANIMATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reduceMotion]);
  useEffect(() => () => clearTimeout(flashTimer.current), []);

  const startFlash = () => {
    if (reduceMotion) return;
    setFlashing(true);
    clearTimeout(flashTimer.current);
    flashTimer.current = setTimeout(() => setFlashing(false), LOGO_FLASH_MS);
  };

  return (
    <Box
      data-testid="hero-logo"
      data-state={flashing ? 'flashing' : charged ? 'charged' : 'idle'}
      onMouseEnter={startFlash}
      sx={{
        display: 'inline-flex',
        width: size,
        height: size,
        animation: flashing
          ? `${flash} ${LOGO_FLASH_MS}ms ease-in-out`
          : charged
            ? `${charge} 900ms ease-out forwards`
            : 'none',
      }}
    >
      <BrandLogo size={size} />
    </Box>
  );
}

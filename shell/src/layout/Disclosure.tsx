import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLocation } from '@powernest/shared-ui/router';
import { useOnChange } from '@powernest/shared-ui/components';

/**
 * A menu that opens from HTML alone: a <details> whose <summary> is the toggle. It answers the
 * first tap natively, before the page's script runs and without it, and hydration leaves its
 * `open` alone (React does not own it). With the script it also closes when the visitor
 * navigates, picks a link, presses Escape or taps elsewhere.
 */
export function Disclosure({ summary, label, summarySx, panelSx, sx, children }: {
  summary: ReactNode;
  /** The toggle's accessible name, when its content is an icon. */
  label?: string;
  summarySx?: SxProps<Theme>;
  panelSx?: SxProps<Theme>;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const closeMenu = useCallback(() => {
    if (ref.current) ref.current.open = false;
  }, []);
  // Closed on each new page; not at hydration: a menu opened before then stays open.
  useOnChange(useLocation().pathname, closeMenu);

  useEffect(() => {
    const details = ref.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details?.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, []);

  return (
    <Box
      component="details"
      ref={ref}
      sx={[{ '& > summary': { listStyle: 'none' }, '& > summary::-webkit-details-marker': { display: 'none' } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Box component="summary" aria-label={label} sx={summarySx}>
        {summary}
      </Box>
      <Box
        sx={panelSx}
        onClick={(event) => {
          // A link picked: the menu has done its job (the page it leads to may be this one).
          if ((event.target as HTMLElement).closest('a') && ref.current) ref.current.open = false;
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

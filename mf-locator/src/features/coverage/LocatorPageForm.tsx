import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { FIND_LOCATIONS_PAGE } from '../../pages';

/**
 * A form of the coverage card, sent to the locator page itself: before the page hydrates (or
 * without JavaScript) the browser sends it and the server answers with the page; once hydrated,
 * `onSubmit` handles it in place. Named by its heading.
 */
export function LocatorPageForm({ method, labelledBy, onSubmit, sx, children }: {
  method: 'get' | 'post';
  labelledBy: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  sx: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box component="form" method={method} action={FIND_LOCATIONS_PAGE.path} noValidate onSubmit={onSubmit} aria-labelledby={labelledBy} sx={sx}>
      {children}
    </Box>
  );
}

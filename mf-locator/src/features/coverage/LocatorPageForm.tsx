import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useHref } from '@powernest/shared-ui/router';
import { FIND_LOCATIONS_PAGE } from '../../pages';

/**
 * A form of the coverage card, sent to the locator page itself: before the page hydrates (or
 * without JavaScript) the browser sends it and the server answers with the page; once hydrated,
 * `onSubmit` handles it in place. Named by its heading. Sent to the page in its language
 * (/es/find-locations): the answer comes back in it.
 */
export function LocatorPageForm({ method, labelledBy, onSubmit, sx, children }: {
  method: 'get' | 'post';
  labelledBy: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  sx: SxProps<Theme>;
  children: ReactNode;
}) {
  const action = useHref(FIND_LOCATIONS_PAGE.path);
  return (
    <Box component="form" method={method} action={action} noValidate onSubmit={onSubmit} aria-labelledby={labelledBy} sx={sx}>
      {children}
    </Box>
  );
}

import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** A dashboard card's body: its error, two skeleton lines while its answer comes, then what the answer shows. */
export function CardBody<T>({ data, error, failed, children }: { data: T | null | undefined; error: unknown; failed: string; children: (data: T) => ReactNode }) {
  if (error) return <Alert severity="error">{failed}</Alert>;
  if (data === undefined || data === null) {
    return (
      <Box aria-busy="true">
        <Skeleton variant="text" />
        <Skeleton variant="text" />
      </Box>
    );
  }
  return <>{children(data)}</>;
}

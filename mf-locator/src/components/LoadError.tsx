import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

/** The partners could not be loaded (SPEC §8: "Failed to fetch partners"): say so once, offer Retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      <AlertTitle>Failed to fetch partners</AlertTitle>
      Locations could not be loaded. Check your connection and try again.
    </Alert>
  );
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';

/** What a visitor sees when one section of the site cannot be loaded. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Container maxWidth="md" sx={{ py: 8, minHeight: '50vh' }}>
      <Alert
        severity="warning"
        role="alert"
        action={
          <Button color="inherit" variant="outlined" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        <AlertTitle>This section is unavailable right now</AlertTitle>
        We could not load this part of the site. The rest of PowerNest works as usual; please try
        again in a moment.
      </Alert>
    </Container>
  );
}

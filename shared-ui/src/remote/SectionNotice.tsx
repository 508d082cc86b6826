import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';

/** A section of the site that cannot be shown, with a Retry; the rest of the site keeps working. */
export function SectionNotice({ title, children, onRetry, retryLabel = 'Retry' }: { title: string; children: string; onRetry: () => void; retryLabel?: string }) {
  return (
    <Container maxWidth="md" sx={{ py: 8, minHeight: '50vh' }}>
      <Alert
        severity="warning"
        role="alert"
        action={
          <Button color="inherit" variant="outlined" size="small" onClick={onRetry}>
            {retryLabel}
          </Button>
        }
      >
        <AlertTitle>{title}</AlertTitle>
        {children}
      </Alert>
    </Container>
  );
}

/**
 * The clean refusal of a remote and a host that do not share a platform (contract) version.
 * Retry reloads the page: a compatible build may have been deployed meanwhile.
 */
export function SectionBeingUpdated() {
  return (
    <SectionNotice title="This section is being updated" onRetry={() => window.location.reload()}>
      This part of PowerNest is being updated right now. The rest of the site works as usual; please try again in a few minutes.
    </SectionNotice>
  );
}

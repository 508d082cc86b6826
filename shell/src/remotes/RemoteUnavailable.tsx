import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { PLATFORM_VERSION } from '@powernest/shared-ui';
import type { SiteRemote } from '@powernest/domain';

/** A section of the site that cannot be shown, with a Retry; the rest of the site keeps working. */
function SectionNotice({ title, children, onRetry }: { title: string; children: string; onRetry: () => void }) {
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
        <AlertTitle>{title}</AlertTitle>
        {children}
      </Alert>
    </Container>
  );
}

/** What a visitor sees when one section of the site cannot be loaded. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <SectionNotice title="This section is unavailable right now" onRetry={onRetry}>
      We could not load this part of the site. The rest of PowerNest works as usual; please try again in a moment.
    </SectionNotice>
  );
}

/**
 * What a visitor sees on the pages of a remote built against a platform (contract) version this
 * shell does not provide: the remote is never loaded. Retry asks the site again (a compatible
 * build may have been deployed meanwhile).
 */
export function RemoteRefused({ remote }: { remote: SiteRemote }) {
  useEffect(() => {
    console.warn(
      `[powernest] ${remote.name} ${remote.version} was built against platform ${remote.contract}; this site provides ${PLATFORM_VERSION}. Its pages say "This section is being updated" until a compatible build is deployed.`,
    );
  }, [remote]);
  return (
    <SectionNotice title="This section is being updated" onRetry={() => window.location.reload()}>
      This part of PowerNest is being updated right now. The rest of the site works as usual; please try again in a few minutes.
    </SectionNotice>
  );
}

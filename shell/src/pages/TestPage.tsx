import Typography from '@mui/material/Typography';
import { PageContainer } from '@powernest/shared-ui';

/** SPEC §2: /test and /test-simple are placeholder pages; they are noindex. */
export function TestPage({ path }: { path: '/test' | '/test-simple' }) {
  return (
    <PageContainer path={path}>
      <Typography>This placeholder page confirms the shell is running.</Typography>
    </PageContainer>
  );
}

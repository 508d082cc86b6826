import Typography from '@mui/material/Typography';
import type { PageMeta } from '@powernest/domain';
import { PageContainer } from '@powernest/shared-ui/components';

/** product.md §2: /test and /test-simple are placeholder pages; they are noindex. */
export function TestPage({ page }: { page: PageMeta }) {
  return (
    <PageContainer heading={page.heading}>
      <Typography>This placeholder page confirms the shell is running.</Typography>
    </PageContainer>
  );
}

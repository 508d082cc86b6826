import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { NOT_FOUND_PAGE } from '@powernest/domain';

export function NotFoundPage() {
  return (
    <Container maxWidth="md" sx={{ py: 10, textAlign: 'center', minHeight: '50vh' }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {NOT_FOUND_PAGE.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {NOT_FOUND_PAGE.description}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Back to Home
      </Button>
    </Container>
  );
}

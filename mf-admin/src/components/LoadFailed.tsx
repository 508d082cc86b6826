import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { serverMessage } from '../lib/admin';
import { SHARED_TEXT as TEXT } from '../text';

/** An admin list that could not be loaded: what failed, and the server's reason when it gave one. */
export function LoadFailed({ title, error }: { title: string; error: unknown }) {
  return (
    <Box sx={{ p: 3 }}>
      <Alert severity="error">
        <AlertTitle>{title}</AlertTitle>
        {serverMessage(error) ?? TEXT.common.leadsErrorDescription}
      </Alert>
    </Box>
  );
}

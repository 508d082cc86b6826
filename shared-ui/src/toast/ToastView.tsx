import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_DURATION_MS, useToastStore } from './toastStore';

const SEVERITY = { default: 'info', success: 'success', destructive: 'error' } as const;

/** The current toast in MUI's snackbar; loaded by the Toaster with the first toast. */
export default function ToastView() {
  const current = useToastStore((s) => s.current);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <Snackbar
      key={current?.id}
      open={current !== null}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_, reason) => reason !== 'clickaway' && dismiss()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      {current ? (
        <Alert
          onClose={dismiss}
          severity={SEVERITY[current.variant]}
          variant="filled"
          role={current.variant === 'destructive' ? 'alert' : 'status'}
          sx={{ width: '100%', maxWidth: 420 }}
        >
          <AlertTitle>{current.title}</AlertTitle>
          {current.description}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { siteLanguageOr, type SiteLanguage } from '@powernest/domain';
import { TOAST_DURATION_MS, useToastStore } from './toastStore';

/** The close button's name in the page's language (issue #30). */
const CLOSE_TEXT: Record<SiteLanguage, string> = { 'en-US': 'Close', 'es-US': 'Cerrar' };

const SEVERITY = { default: 'info', success: 'success', destructive: 'error' } as const;

/** The current toast in MUI's snackbar; loaded by the Toaster with the first toast. */
export default function ToastView() {
  const current = useToastStore((s) => s.current);
  const dismiss = useToastStore((s) => s.dismiss);
  // Shown only in the browser, under the page the server wrote in its language (<html lang>);
  // the Toaster sits beside the router, not under it.
  const language = siteLanguageOr(document.documentElement.lang);
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
          closeText={CLOSE_TEXT[language]}
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

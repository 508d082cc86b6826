import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useLocatorText } from '../i18n';

/** The partners could not be loaded (product.md §8: "Failed to fetch partners"): say so once, offer Retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useLocatorText();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('loadError.retry')}
        </Button>
      }
    >
      <AlertTitle>{t('loadError.title')}</AlertTitle>
      {t('loadError.text')}
    </Alert>
  );
}

import { lazy, Suspense, useState } from 'react';
import { useToastStore } from './toastStore';

// MUI's snackbar and alert (~10 KB gzipped) load with the first toast, not with every page.
const ToastView = lazy(() => import('./ToastView'));

/** Shows the current toast; mounted once by AppProviders. */
export function Toaster() {
  const hasToast = useToastStore((s) => s.current !== null);
  // Once shown, the view stays mounted so a dismissed toast can animate out.
  const [needed, setNeeded] = useState(hasToast);
  if (hasToast && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  ) : null;
}

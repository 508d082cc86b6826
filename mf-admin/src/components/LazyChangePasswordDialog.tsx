import { lazy, Suspense, useState } from 'react';
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { SHARED_TEXT as TEXT } from '../text';
import type { ChangePasswordDialogProps } from './ChangePasswordDialog';

// The dialog checks new passwords with the password policy (@powernest/domain/password, whose
// dictionaries are a later chunk still): its chunk is fetched when a dialog is first opened, never with a page.
const ChangePasswordDialog = lazy(() =>
  import(/* webpackChunkName: "change-password" */ './ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })),
);

/** The Change Password dialog, loaded on first open, then kept mounted (it closes with its transition). */
export function LazyChangePasswordDialog(props: ChangePasswordDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={<Loading />}>
      <ChangePasswordDialog {...props} />
    </Suspense>
  );
}

/** While the chunk arrives: the page dims as the dialog's would, so the click visibly did something. */
function Loading() {
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
      <CircularProgress color="inherit" aria-label={TEXT.changePassword.loading} />
    </Backdrop>
  );
}

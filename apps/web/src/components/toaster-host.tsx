import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { connectToaster } from '@/lib/toast';
import { SnackbarCloseButton } from './snackbar-close-button';
import { toastComponents } from './toast-content';

function Connection() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useEffect(
    () =>
      connectToaster((call) => {
        if (call.kind === 'show') enqueueSnackbar(call.message, call.options);
        else closeSnackbar(call.key);
      }),
    [enqueueSnackbar, closeSnackbar],
  );
  return null;
}

/** notistack's provider, loaded by components/toaster.tsx with the first toast. */
export default function ToasterHost() {
  return (
    // At the bottom, so a toast never covers the app bar (menu, account) or a dialog's title bar.
    <SnackbarProvider
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      autoHideDuration={5000}
      maxSnack={3}
      Components={toastComponents}
      action={(key) => <SnackbarCloseButton snackbarKey={key} />}
    >
      <Connection />
    </SnackbarProvider>
  );
}

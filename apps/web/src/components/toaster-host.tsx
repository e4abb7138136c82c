import GlobalStyles from '@mui/material/GlobalStyles';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { connectToaster } from '@/lib/toast';
import { SnackbarCloseButton } from './snackbar-close-button';
import { TOAST_TOP } from './toast-bar';
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

const TOASTS = 'aula-toasts';

/**
 * Top-right (the spec), just below the app bar's height, so a toast never covers the menu, the
 * account or a full-screen dialog's title bar. Doubled to outrank notistack's own class.
 */
const belowAppBar = (
  <GlobalStyles
    styles={(theme) => ({
      [`.${TOASTS}.${TOASTS}`]: { top: TOAST_TOP.xs, [theme.breakpoints.up('sm')]: { top: TOAST_TOP.sm } },
    })}
  />
);

/** notistack's provider, loaded by components/toaster.tsx with the first toast. */
export default function ToasterHost() {
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      classes={{ containerAnchorOriginTopRight: TOASTS }}
      autoHideDuration={5000}
      maxSnack={3}
      Components={toastComponents}
      action={(key) => <SnackbarCloseButton snackbarKey={key} />}
    >
      {belowAppBar}
      <Connection />
    </SnackbarProvider>
  );
}

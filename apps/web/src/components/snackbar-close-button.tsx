import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import type { SnackbarKey } from 'notistack';
import { closeSnackbar } from '@/lib/toast';
import { uiText } from '@/lib/ui-text';

export function SnackbarCloseButton({ snackbarKey }: { snackbarKey: SnackbarKey }) {
  return (
    <IconButton
      aria-label={uiText.close}
      color="inherit"
      size="small"
      onClick={() => closeSnackbar(snackbarKey)}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

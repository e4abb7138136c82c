import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { uiText } from '@/lib/ui-text';

/** "Are you sure?" for actions that cannot be undone; stays open (with the error) when the action fails. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pendingLabel = 'Aguarde…',
  destructive = false,
  pending = false,
  confirmDisabled = false,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  destructive?: boolean;
  pending?: boolean;
  confirmDisabled?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={`${id}-titulo`}
      aria-describedby={`${id}-texto`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-titulo`}>{title}</DialogTitle>
      <DialogContent>
        <Typography id={`${id}-texto`} component="div">
          {children}
        </Typography>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {uiText.cancel}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          onClick={onConfirm}
          disabled={pending || confirmDisabled}
        >
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

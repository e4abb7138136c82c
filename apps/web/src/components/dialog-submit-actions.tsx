import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { uiText } from '@/lib/ui-text';

/** "Cancelar" and the dialog's main button (its form's submit unless `onSubmit`), both off while saving. */
export function DialogSubmitActions({
  onCancel,
  pending,
  label,
  pendingLabel = 'Salvando…',
  disabled = false,
  onSubmit,
  sx,
}: {
  onCancel: () => void;
  pending: boolean;
  label: ReactNode;
  pendingLabel?: string;
  disabled?: boolean;
  onSubmit?: () => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <DialogActions sx={sx}>
      <Button onClick={onCancel} disabled={pending}>
        {uiText.cancel}
      </Button>
      <Button
        type={onSubmit ? 'button' : 'submit'}
        variant="contained"
        onClick={onSubmit}
        disabled={pending || disabled}
      >
        {pending ? pendingLabel : label}
      </Button>
    </DialogActions>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { uiText } from '@/lib/ui-text';

interface SubmitButtonsProps {
  onCancel: () => void;
  pending: boolean;
  label: ReactNode;
  pendingLabel?: string;
  disabled?: boolean;
  /** Without it, the main button submits its form. */
  onSubmit?: () => void;
}

/** "Cancelar" and the main button, both off while saving. */
function SubmitButtons({
  onCancel,
  pending,
  label,
  pendingLabel = 'Salvando…',
  disabled = false,
  onSubmit,
}: SubmitButtonsProps) {
  return (
    <>
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
    </>
  );
}

/** The buttons at the foot of a form dialog. */
export function DialogSubmitActions({ sx, ...buttons }: SubmitButtonsProps & { sx?: SxProps<Theme> }) {
  return (
    <DialogActions sx={sx}>
      <SubmitButtons {...buttons} />
    </DialogActions>
  );
}

/** The buttons at the end of a form page, on the right. */
export function PageSubmitActions(buttons: SubmitButtonsProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 3, flexWrap: 'wrap' }}>
      <SubmitButtons {...buttons} />
    </Box>
  );
}

import Box from '@mui/material/Box';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type FormEvent, type ReactNode } from 'react';
import { DialogSubmitActions } from './submit-actions';

/** The form fills the dialog, so a long one scrolls its fields while the title and buttons stay. */
const formLayout = { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } as const;

/**
 * A dialog that is one form: the title, the fields, "Cancelar" and the main button. It does not
 * close while it saves, nor on a click outside once something was typed (`dirty`).
 */
export function FormDialog({
  open = true,
  title,
  onClose,
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  submitDisabled,
  dirty = false,
  maxWidth = 'sm',
  fullScreen,
  contentSx,
  actionsSx,
  children,
}: {
  open?: boolean;
  title: ReactNode;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  pending: boolean;
  submitLabel: ReactNode;
  pendingLabel?: string;
  submitDisabled?: boolean;
  dirty?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  fullScreen?: boolean;
  contentSx?: SxProps<Theme>;
  actionsSx?: SxProps<Theme>;
  /** The fields (and what went wrong), inside the dialog's content. */
  children: ReactNode;
}) {
  const titleId = `${useId()}-titulo`;
  return (
    <Dialog
      open={open}
      onClose={(_, reason) => {
        if (pending || (dirty && reason === 'backdropClick')) return;
        onClose();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreen}
    >
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={formLayout}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={contentSx}>{children}</DialogContent>
        <DialogSubmitActions
          onCancel={onClose}
          pending={pending}
          label={submitLabel}
          pendingLabel={pendingLabel}
          disabled={submitDisabled}
          sx={actionsSx}
        />
      </Box>
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { FormDialog } from '@/components/form-dialog';
import { useSnackbar } from '@/lib/toast';

export interface ItemDialog<T> {
  open: boolean;
  /** The item being edited or deleted; null for a new one. Kept while the dialog closes. */
  item: T | null;
  /** Changes on every opening: as a React key it gives the form fresh values. */
  key: number;
  openNew: () => void;
  openFor: (item: T) => void;
  close: () => void;
}

export function useItemDialog<T>(): ItemDialog<T> {
  const [state, setState] = useState<{ open: boolean; item: T | null; key: number }>({
    open: false,
    item: null,
    key: 0,
  });
  return {
    ...state,
    openNew: () => setState((current) => ({ open: true, item: null, key: current.key + 1 })),
    openFor: (item) => setState((current) => ({ open: true, item, key: current.key + 1 })),
    close: () => setState((current) => ({ ...current, open: false })),
  };
}

/** A create/edit form in a dialog (full screen on a phone); a click outside does not lose typed text. */
export function LibraryFormDialog({
  open,
  title,
  submitLabel,
  submitting,
  dirty,
  error,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  submitting: boolean;
  dirty: boolean;
  error: string | null;
  onSubmit: (event: FormEvent) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <FormDialog
      open={open}
      title={title}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={submitting}
      submitLabel={submitLabel}
      dirty={dirty}
      fullScreen={phone}
      actionsSx={{ px: 3, pb: 2 }}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {children}
      </Stack>
    </FormDialog>
  );
}

/** Where the item stands in its list; see `positionText`. */
export function PositionField({
  registration,
  error,
  editing,
}: {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  editing: boolean;
}) {
  return (
    <TextField
      {...registration}
      label="Posição na lista"
      error={Boolean(error)}
      helperText={
        error ??
        (editing
          ? 'Números menores aparecem antes. Em branco, fica onde está.'
          : 'Números menores aparecem antes. Em branco, entra no fim da lista.')
      }
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
      sx={{ maxWidth: { sm: 440 } }}
    />
  );
}

/** "Excluir …?": deletes on confirmation, says so in a toast, and keeps the dialog open on failure. */
export function DeleteDialog<T extends { id: number }>({
  dialog,
  remove,
  title,
  success,
  fallback,
  children,
}: {
  dialog: ItemDialog<T>;
  remove: UseMutationResult<unknown, Error, number>;
  title: string;
  success: string;
  fallback: string;
  children: (item: T) => ReactNode;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const close = () => {
    remove.reset();
    dialog.close();
  };
  const item = dialog.item;
  return (
    <ConfirmDialog
      open={dialog.open}
      title={title}
      confirmLabel="Excluir"
      destructive
      pending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error, fallback) : null}
      onConfirm={() => {
        if (!item) return;
        remove.mutate(item.id, {
          onSuccess: () => {
            enqueueSnackbar(success, { variant: 'success' });
            close();
          },
        });
      }}
      onClose={close}
    >
      {item && children(item)}
    </ConfirmDialog>
  );
}

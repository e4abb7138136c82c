import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';

/** "Excluir/Apagar …?" for one item of a list, with the toast after it is gone. */
export function ConfirmRemoval({
  item,
  remove,
  title,
  confirmLabel,
  pendingLabel,
  failure,
  done,
  onClose,
  children,
}: {
  item: { id: number } | null;
  remove: UseMutationResult<unknown, Error, number>;
  title: string;
  confirmLabel: string;
  pendingLabel: string;
  failure: string;
  done: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { enqueueSnackbar } = useSnackbar();
  return (
    <ConfirmDialog
      open={item !== null}
      title={title}
      confirmLabel={confirmLabel}
      pendingLabel={pendingLabel}
      destructive
      pending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error, failure) : null}
      onClose={onClose}
      onConfirm={() =>
        item &&
        remove.mutate(item.id, {
          onSuccess: () => {
            onClose();
            enqueueSnackbar(done, { variant: 'success' });
          },
        })
      }
    >
      {children}
    </ConfirmDialog>
  );
}

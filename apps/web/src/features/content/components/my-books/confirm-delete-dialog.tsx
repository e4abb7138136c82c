import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';

interface Named {
  id: number;
  title: string;
}

/** Asks before deleting a book or lesson of "Meus livros"; a failure stays in the dialog. */
export function ConfirmDeleteDialog<T extends Named>({
  deleting,
  onClose,
  remove,
  title,
  confirmLabel,
  deletedMessage,
  children,
}: {
  /** What would be deleted; the dialog is open while it is set. */
  deleting: T | null;
  onClose: () => void;
  remove: {
    mutateAsync: (id: number) => Promise<unknown>;
    reset: () => void;
    isPending: boolean;
    error: unknown;
  };
  title: string;
  confirmLabel: string;
  deletedMessage: (deleted: T) => string;
  children: ReactNode;
}) {
  const { enqueueSnackbar } = useSnackbar();
  return (
    <ConfirmDialog
      open={deleting !== null}
      title={title}
      confirmLabel={confirmLabel}
      destructive
      pending={remove.isPending}
      error={remove.error ? errorMessage(remove.error, 'Não foi possível excluir.') : null}
      onClose={() => {
        onClose();
        remove.reset();
      }}
      onConfirm={async () => {
        if (!deleting) return;
        try {
          await remove.mutateAsync(deleting.id);
          enqueueSnackbar(deletedMessage(deleting), { variant: 'info' });
          onClose();
        } catch {
          // Shown in the dialog.
        }
      }}
    >
      {children}
    </ConfirmDialog>
  );
}

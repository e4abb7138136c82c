import { useState } from 'react';
import { useSnackbar } from '@/lib/toast';

/** The part of a "link these ids to the classroom" mutation the picker needs. */
interface LinkMutation {
  mutate: (ids: number[], callbacks: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: unknown;
}

/**
 * A dialog that picks what to link to a classroom (lessons, students): `open()` shows a fresh one,
 * `key` goes on the dialog, `dialog` are its props; after linking it closes and says how many.
 */
export function useLinkPicker(link: LinkMutation, linkedMessage: (count: number) => string) {
  const { enqueueSnackbar } = useSnackbar();
  const [picking, setPicking] = useState(false);
  // A fresh picker (no leftover selection) each time it opens.
  const [key, setKey] = useState(0);
  return {
    open: () => {
      link.reset();
      setKey((n) => n + 1);
      setPicking(true);
    },
    key,
    dialog: {
      open: picking,
      pending: link.isPending,
      error: link.error,
      onClose: () => setPicking(false),
      onSubmit: (ids: number[]) =>
        link.mutate(ids, {
          onSuccess: () => {
            setPicking(false);
            enqueueSnackbar(linkedMessage(ids.length), { variant: 'success' });
          },
        }),
    },
  };
}

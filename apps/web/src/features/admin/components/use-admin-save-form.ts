import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSnackbar } from '@/lib/toast';
import { useServerSubmit, type Mutate } from '@/lib/use-server-submit';

/**
 * An admin create/edit page's save: on success a snackbar says so and the page is left for
 * `leaveTo`; on failure the errors are placed as `useServerSubmit` does. Returns `FormShell`'s
 * `onSubmit`, `error` and `pending`.
 */
export function useAdminSaveForm<TInput extends FieldValues, TOutput, TSaved>(
  form: Pick<UseFormReturn<TInput, unknown, TOutput>, 'handleSubmit' | 'setError'>,
  save: { mutate: Mutate<TOutput, TSaved>; isPending: boolean },
  {
    fields,
    fallback,
    savedMessage,
    leaveTo,
  }: {
    fields: readonly Path<TInput>[];
    fallback: string;
    savedMessage: string | ((saved: TSaved) => string);
    leaveTo: string | ((saved: TSaved) => string);
  },
) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { submit, formError } = useServerSubmit(form, save.mutate, {
    fields,
    fallback,
    onSuccess: (saved) => {
      const message = typeof savedMessage === 'string' ? savedMessage : savedMessage(saved);
      enqueueSnackbar(message, { variant: 'success' });
      void navigate(typeof leaveTo === 'string' ? leaveTo : leaveTo(saved));
    },
  });
  return { onSubmit: submit, error: formError, pending: save.isPending };
}

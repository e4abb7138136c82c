import type { ClassroomPost } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import type { FormEvent } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { useUpdatePost } from '../../api/assignments';
import { PostFields, usePostDraft } from './post-fields';

/** "Editar aviso": the mural's form, filled in with the post. */
export function EditPostDialog({
  classroomId,
  post,
  activities,
  onClose,
}: {
  classroomId: number;
  post: ClassroomPost;
  activities: { id: number; title: string }[];
  onClose: () => void;
}) {
  const update = useUpdatePost(classroomId);
  const draft = usePostDraft(post);
  const { enqueueSnackbar } = useSnackbar();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const patch = draft.patch();
    if (Object.keys(patch).length === 0) return onClose();
    update.mutate(
      { id: post.id, patch },
      {
        onSuccess: () => {
          enqueueSnackbar('Aviso atualizado.', { variant: 'success' });
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      title="Editar aviso"
      onClose={onClose}
      onSubmit={submit}
      pending={update.isPending}
      submitLabel="Salvar"
      submitDisabled={!draft.valid}
      contentSx={{ pt: '8px !important' }}
    >
      {update.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(update.error, 'Não foi possível salvar o aviso.')}
        </Alert>
      )}
      <PostFields draft={draft} activities={activities} current={post.assignment} autoFocus />
    </FormDialog>
  );
}

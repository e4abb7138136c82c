import type { ClassroomPost } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEvent } from 'react';
import { DialogSubmitActions } from '@/components/submit-actions';
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
  const titleId = useId();

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
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Editar aviso</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          {update.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(update.error, 'Não foi possível salvar o aviso.')}
            </Alert>
          )}
          <PostFields draft={draft} activities={activities} current={post.assignment} autoFocus />
        </DialogContent>
        <DialogSubmitActions
          onCancel={onClose}
          pending={update.isPending}
          label="Salvar"
          disabled={!draft.valid}
        />
      </Box>
    </Dialog>
  );
}

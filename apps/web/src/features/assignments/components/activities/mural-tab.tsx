import type { ClassroomPost, TeacherClassroom } from '@aula/contracts';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { LoadingSkeleton, RowsSkeleton } from '@/components/skeletons';
import { EmptyState, ErrorState } from '@/components/states';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { useAssignments, useCreatePost, useDeletePost, usePosts } from '../../api/assignments';
import { ConfirmRemoval } from './confirm-removal';
import { EditPostDialog } from './edit-post-dialog';
import { PostActions } from './post-actions';
import { PostFields, usePostDraft } from './post-fields';
import { PostList } from './post-list';

/** Announcements to the class; students read them on their home page. */
export function MuralTab({ classroom }: { classroom: TeacherClassroom }) {
  const posts = usePosts(classroom.id);
  const assignments = useAssignments(classroom.id);
  const create = useCreatePost(classroom.id);
  const remove = useDeletePost(classroom.id);
  const { enqueueSnackbar } = useSnackbar();
  const draft = usePostDraft();
  const [editing, setEditing] = useState<ClassroomPost | null>(null);
  const [deleting, setDeleting] = useState<ClassroomPost | null>(null);
  const activities = assignments.data?.results ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(draft.input(), {
      onSuccess: () => {
        draft.reset();
        enqueueSnackbar('Aviso publicado no mural.', { variant: 'success' });
      },
    });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby="novo-aviso-titulo">
        <Typography id="novo-aviso-titulo" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          Mural da turma
        </Typography>
        {create.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(create.error, 'Não foi possível publicar o aviso.')}
          </Alert>
        )}
        <PostFields draft={draft} activities={activities}>
          <Button type="submit" variant="contained" disabled={!draft.valid || create.isPending}>
            {create.isPending ? 'Publicando…' : 'Publicar'}
          </Button>
        </PostFields>
      </Box>
      {posts.isPending ? (
        <LoadingSkeleton label="Carregando o mural…">
          <RowsSkeleton rows={2} height={96} />
        </LoadingSkeleton>
      ) : posts.isError ? (
        <ErrorState error={posts.error} onRetry={() => void posts.refetch()} />
      ) : posts.data.results.length === 0 ? (
        <EmptyState icon={<CampaignOutlined />} title="O mural está vazio">
          Escreva um recado para a turma: os alunos leem na página inicial deles.
        </EmptyState>
      ) : (
        <PostList
          posts={posts.data.results}
          actions={(post) => (
            <PostActions onEdit={() => setEditing(post)} onDelete={() => setDeleting(post)} />
          )}
          activityLink={(a) => (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Atividade: {a.title}
            </Typography>
          )}
        />
      )}
      {editing && (
        <EditPostDialog
          key={editing.id}
          classroomId={classroom.id}
          post={editing}
          activities={activities}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmRemoval
        item={deleting}
        remove={remove}
        title="Apagar este aviso?"
        confirmLabel="Apagar"
        pendingLabel="Apagando…"
        failure="Não foi possível apagar o aviso."
        done="Aviso apagado."
        onClose={() => setDeleting(null)}
      >
        Os alunos deixam de ver este aviso.
      </ConfirmRemoval>
    </Box>
  );
}

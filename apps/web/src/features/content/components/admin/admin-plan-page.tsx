import { formatDuration, type LessonPlanDetail } from '@aula/contracts';
import Edit from '@mui/icons-material/Edit';
import ListAlt from '@mui/icons-material/ListAlt';
import Public from '@mui/icons-material/Public';
import PublicOff from '@mui/icons-material/PublicOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { darken } from '@mui/material/styles';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { QueryState } from '@/components/admin-kit/query-state';
import { BackLink } from '@/components/back-link';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/states';
import { errorMessage, isNotFound } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { useAdminPlan, useUpdateAdminPlan } from '../../api/admin-content';
import { PlanHeader } from '../plan/plan-header';
import { adminPaths } from './admin-paths';
import { StatusChips } from './status-chips';

/** /lesson-plans/:lessonPlanId: the plan as teachers will see it, with publish and edit. */
export function AdminPlanPage() {
  const id = Number(useParams().lessonPlanId);
  const plan = useAdminPlan(id);
  const back = { to: adminPaths.plans(), label: 'Voltar aos livros' };
  return (
    <QueryState
      query={plan}
      loadingLabel="Carregando o livro…"
      back={back}
      errorTitle={(error) => (isNotFound(error) ? 'Livro não encontrado' : 'Livro')}
    >
      {(data) => <AdminPlan id={id} data={data} back={back} />}
    </QueryState>
  );
}

function AdminPlan({
  id,
  data,
  back,
}: {
  id: number;
  data: LessonPlanDetail;
  back: { to: string; label: string };
}) {
  const update = useUpdateAdminPlan(id);
  const { enqueueSnackbar } = useSnackbar();
  const [confirmingUnpublish, setConfirmingUnpublish] = useState(false);
  const togglePublished = async () => {
    if (update.isPending) return;
    try {
      await update.mutateAsync({ published: !data.published });
      setConfirmingUnpublish(false);
      enqueueSnackbar(
        data.published ? 'Livro despublicado: saiu do catálogo.' : 'Livro publicado no catálogo.',
        {
          variant: 'success',
        },
      );
    } catch (error) {
      enqueueSnackbar(errorMessage(error, 'Não foi possível mudar a publicação.'), { variant: 'error' });
    }
  };

  return (
    <>
      <BackLink {...back} />
      <Box sx={{ mb: 2 }}>
        <StatusChips published={data.published} premium={data.premium} />
      </Box>
      <PlanHeader
        plan={data}
        actions={
          <>
            <Button
              variant="contained"
              startIcon={<Edit />}
              component={RouterLink}
              to={adminPaths.editPlan(id)}
            >
              Editar livro
            </Button>
            <Button
              variant="outlined"
              startIcon={<ListAlt />}
              component={RouterLink}
              to={adminPaths.lessons(id)}
            >
              Gerenciar aulas
            </Button>
            <Button
              variant="outlined"
              color={data.published ? 'warning' : 'success'}
              // The theme's orange and green on white are 2.4:1 and 2.8:1; these shades pass 4.5:1 also
              // on the tinted background the button takes under the pointer or keyboard focus.
              sx={(theme) => {
                const dark = darken(theme.palette[data.published ? 'warning' : 'success'].main, 0.4);
                return { color: dark, borderColor: dark };
              }}
              startIcon={data.published ? <PublicOff /> : <Public />}
              // Not disabled while saving: the button keeps the keyboard focus it had.
              onClick={() => (data.published ? setConfirmingUnpublish(true) : void togglePublished())}
            >
              {data.published ? 'Despublicar' : 'Publicar'}
            </Button>
          </>
        }
      />
      <ConfirmDialog
        open={confirmingUnpublish}
        title="Despublicar este livro?"
        confirmLabel="Despublicar"
        pendingLabel="Despublicando…"
        destructive
        pending={update.isPending}
        onConfirm={() => void togglePublished()}
        onClose={() => setConfirmingUnpublish(false)}
      >
        Os professores deixam de encontrar “{data.title}” no catálogo e na busca até que ele seja publicado de
        novo.
      </ConfirmDialog>
      {!data.published && (
        <Alert severity="info" sx={{ mb: 3 }}>
          Rascunho: os professores ainda não veem este livro. Revise as aulas e publique quando estiver
          pronto.
        </Alert>
      )}
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        Aulas
      </Typography>
      {data.lessons.length === 0 ? (
        <EmptyState
          title="Nenhuma aula ainda"
          action={
            <Button variant="contained" component={RouterLink} to={adminPaths.newLesson(id)}>
              Nova aula
            </Button>
          }
        >
          Um livro publicado sem aulas aparece vazio para os professores.
        </EmptyState>
      ) : (
        <Box component="ol" sx={{ pl: 3, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {data.lessons.map((lesson) => (
            <li key={lesson.id}>
              <Link component={RouterLink} to={adminPaths.lesson(id, lesson.id)} sx={{ fontWeight: 600 }}>
                {lesson.title}
              </Link>
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 1 }}>
                {formatDuration(lesson.duration_minutes)}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </>
  );
}

import { spaRoutes } from '@aula/contracts';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { errorMessage, isNotFound } from '@/lib/error-message';
import { useClassroom, useDeleteClassroom, useUpdateClassroom } from '../../api/classrooms';
import { ClassroomCodeCard } from './classroom-code-card';
import { ClassroomFormDialog } from './classroom-form-dialog';
import { ClassroomLessonsSection } from './classroom-lessons-section';
import { ClassroomStudentsSection } from './classroom-students-section';

function BackLink() {
  return (
    <Button
      component={RouterLink}
      to={spaRoutes.teacherClassrooms}
      startIcon={<ArrowBack />}
      sx={{ mb: 1, ml: -1 }}
    >
      Turmas
    </Button>
  );
}

function ClassroomDetail({ id }: { id: number }) {
  const classroom = useClassroom(id);
  const update = useUpdateClassroom(id);
  const remove = useDeleteClassroom(id);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (classroom.isPending) return <LoadingState label="Carregando a turma…" />;
  if (classroom.isError) {
    return isNotFound(classroom.error) ? (
      <>
        <title>Turma não encontrada | Aula</title>
        <EmptyState
          icon={<SearchOff />}
          title="Turma não encontrada"
          headingLevel="h1"
          action={
            <Button component={RouterLink} to={spaRoutes.teacherClassrooms} variant="contained">
              Ver minhas turmas
            </Button>
          }
        >
          Esta turma não existe ou foi excluída.
        </EmptyState>
      </>
    ) : (
      <ErrorState error={classroom.error} onRetry={() => void classroom.refetch()} />
    );
  }
  const data = classroom.data;

  return (
    <>
      <PageHeader
        title={data.name}
        subtitle={`Ano letivo ${data.school_year}`}
        actions={
          <>
            <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
              Editar
            </Button>
            <Button
              color="error"
              startIcon={<DeleteOutline />}
              onClick={() => {
                remove.reset();
                setDeleting(true);
              }}
            >
              Excluir turma
            </Button>
          </>
        }
      />
      <ClassroomCodeCard classroom={data} />
      <Box
        sx={{
          mt: 4,
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', xl: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <ClassroomLessonsSection classroom={data} />
        <ClassroomStudentsSection classroom={data} />
      </Box>
      <ClassroomFormDialog
        open={editing}
        title="Editar turma"
        submitLabel="Salvar"
        initial={{ name: data.name, school_year: data.school_year }}
        pending={update.isPending}
        onClose={() => setEditing(false)}
        onSubmit={async (values) => {
          await update.mutateAsync(values);
          setEditing(false);
          enqueueSnackbar('Turma atualizada.', { variant: 'success' });
        }}
      />
      <ConfirmDialog
        open={deleting}
        title={`Excluir a turma ${data.name}?`}
        confirmLabel="Excluir turma"
        pendingLabel="Excluindo…"
        destructive
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, 'Não foi possível excluir a turma.') : null}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              enqueueSnackbar(`Turma ${data.name} excluída.`, { variant: 'success' });
              void navigate(spaRoutes.teacherClassrooms, { replace: true });
            },
          })
        }
      >
        As aulas vinculadas e suas anotações saem da turma e o código deixa de funcionar. As contas dos alunos
        continuam na sua lista de alunos.
      </ConfirmDialog>
    </>
  );
}

/** /dashboard/classrooms/:classroomId */
export function ClassroomDetailPage() {
  const { classroomId } = useParams();
  const id = Number(classroomId);
  return (
    <>
      <BackLink />
      {Number.isInteger(id) && id > 0 ? (
        <ClassroomDetail key={id} id={id} />
      ) : (
        <EmptyState icon={<SearchOff />} title="Turma não encontrada" headingLevel="h1">
          O endereço não corresponde a uma turma.
        </EmptyState>
      )}
    </>
  );
}

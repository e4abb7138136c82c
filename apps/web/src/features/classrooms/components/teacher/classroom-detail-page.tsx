import { routePath, spaRoutes } from '@aula/contracts';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ContentCopy from '@mui/icons-material/ContentCopy';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import Alert from '@mui/material/Alert';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Skeleton from '@mui/material/Skeleton';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { LoadingSkeleton, PageHeaderSkeleton, RowsSkeleton } from '@/components/skeletons';
import { EmptyState, ErrorState } from '@/components/states';
import { errorMessage, isNotFound } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { useClassroom } from '@/lib/classroom-queries';
import { useDeleteClassroom, useUpdateClassroom } from '../../api/classrooms';
import { useCopyClassroom } from '../../api/reuse';
import { ClassroomCodeCard } from './classroom-code-card';
import { ClassroomFormDialog } from './classroom-form-dialog';
import { ClassroomTabs, type ClassroomTab } from './classroom-tabs';
import { GettingStarted } from './getting-started';

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

function ClassroomDetail({ id, tabs }: { id: number; tabs: readonly ClassroomTab[] }) {
  const classroom = useClassroom(id);
  const update = useUpdateClassroom(id);
  const remove = useDeleteClassroom(id);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const [copying, setCopying] = useState(false);
  const copy = useCopyClassroom(id);

  if (classroom.isPending) {
    return (
      <LoadingSkeleton label="Carregando a turma…" documentTitle="Turma">
        <PageHeaderSkeleton />
        <Skeleton variant="rounded" height={136} />
        {/* The five tabs, then the first tab's rows. */}
        <Skeleton variant="rounded" height={48} sx={{ mt: 4, mb: 2 }} />
        <RowsSkeleton rows={4} />
      </LoadingSkeleton>
    );
  }
  if (classroom.isError) {
    return isNotFound(classroom.error) ? (
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
    ) : (
      <>
        <PageHeader title="Turma" />
        <ErrorState error={classroom.error} onRetry={() => void classroom.refetch()} />
      </>
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
            <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => setCopying(true)}>
              Copiar para o próximo ano
            </Button>
            <Button
              variant="outlined"
              startIcon={data.archived ? <UnarchiveOutlined /> : <ArchiveOutlined />}
              onClick={() => {
                update.reset();
                setArchiving(true);
              }}
            >
              {data.archived ? 'Desarquivar' : 'Arquivar'}
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
      {data.archived && (
        <Alert severity="info" sx={{ mb: 3 }}>
          Turma arquivada: fora da lista de turmas e do limite de alunos do seu plano. Você continua vendo
          tudo; os alunos leem as atividades, mas não entregam mais, e o código não aceita ninguém novo.
        </Alert>
      )}
      <ClassroomCodeCard classroom={data} />
      {data.students.length === 0 && data.lessons.length === 0 && <GettingStarted />}
      <ClassroomTabs classroom={data} tabs={tabs} />
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
      <ClassroomFormDialog
        open={copying}
        title="Copiar para o próximo ano"
        submitLabel="Copiar turma"
        initial={{ name: data.name, school_year: data.school_year + 1 }}
        pending={copy.isPending}
        onClose={() => setCopying(false)}
        onSubmit={async (values) => {
          const created = await copy.mutateAsync(values);
          setCopying(false);
          enqueueSnackbar(
            `Turma ${created.name} criada com as aulas e as atividades como rascunho. Compartilhe o novo código com os alunos.`,
            { variant: 'success' },
          );
          void navigate(routePath(spaRoutes.teacherClassroom, { classroomId: created.id }));
        }}
      />
      <ConfirmDialog
        open={archiving}
        title={data.archived ? `Desarquivar a turma ${data.name}?` : `Arquivar a turma ${data.name}?`}
        confirmLabel={data.archived ? 'Desarquivar' : 'Arquivar'}
        pendingLabel={data.archived ? 'Desarquivando…' : 'Arquivando…'}
        pending={update.isPending}
        error={update.isError ? errorMessage(update.error, 'Não foi possível mudar a turma.') : null}
        onClose={() => setArchiving(false)}
        onConfirm={() =>
          update.mutate(
            { archived: !data.archived },
            {
              onSuccess: () => {
                setArchiving(false);
                enqueueSnackbar(data.archived ? 'Turma desarquivada.' : 'Turma arquivada.', {
                  variant: 'success',
                });
              },
            },
          )
        }
      >
        {data.archived
          ? 'A turma volta para a sua lista, os alunos voltam a contar no limite do plano e podem entregar de novo.'
          : 'A turma sai da sua lista e os alunos dela deixam de contar no limite do plano. Nada é apagado: você continua vendo tudo em “Turmas arquivadas”, e os alunos ainda leem as atividades, mas não entregam mais.'}
      </ConfirmDialog>
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

/** /dashboard/classrooms/:classroomId; its tabs' panels are composed by the app layer. */
export function ClassroomDetailPage({ tabs }: { tabs: readonly ClassroomTab[] }) {
  const { classroomId } = useParams();
  const id = Number(classroomId);
  return (
    <>
      <BackLink />
      {Number.isInteger(id) && id > 0 ? (
        <ClassroomDetail key={id} id={id} tabs={tabs} />
      ) : (
        <EmptyState icon={<SearchOff />} title="Turma não encontrada" headingLevel="h1">
          O endereço não corresponde a uma turma.
        </EmptyState>
      )}
    </>
  );
}

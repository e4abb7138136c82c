import { routePath, spaRoutes } from '@aula/contracts';
import AddIcon from '@mui/icons-material/Add';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { LoadingSkeleton } from '@/components/skeletons';
import { EmptyState, ErrorState } from '@/components/states';
import { useSnackbar } from '@/lib/toast';
import { useClassrooms } from '@/lib/classroom-queries';
import { useCreateClassroom } from '../../api/classrooms';
import { ClassroomCards, ClassroomCardsSkeleton } from './classroom-cards';
import { ClassroomFormDialog } from './classroom-form-dialog';
import { ArchivedClassrooms } from './archived-classrooms';

const classroomPath = (id: number) => routePath(spaRoutes.teacherClassroom, { classroomId: id });

/** /dashboard/classrooms: the teacher's classrooms and "Nova turma". */
export function ClassroomsPage() {
  const classrooms = useClassrooms();
  const create = useCreateClassroom();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [creating, setCreating] = useState(false);

  const newButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
      Nova turma
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Turmas"
        subtitle="Cada turma tem um código para os alunos entrarem e as aulas que você escolher para ela."
        actions={classrooms.data && classrooms.data.count > 0 ? newButton : undefined}
      />
      {classrooms.isPending ? (
        <LoadingSkeleton label="Carregando suas turmas…">
          <ClassroomCardsSkeleton />
        </LoadingSkeleton>
      ) : classrooms.isError ? (
        <ErrorState error={classrooms.error} onRetry={() => void classrooms.refetch()} />
      ) : classrooms.data.results.length === 0 ? (
        <EmptyState icon={<SchoolOutlined />} title="Você ainda não tem turmas" action={newButton}>
          Crie uma turma para cadastrar seus alunos, compartilhar o código de entrada e escolher as aulas que
          eles vão ver.
        </EmptyState>
      ) : (
        <ClassroomCards classrooms={classrooms.data.results} pathOf={classroomPath} />
      )}
      {classrooms.isSuccess && <ArchivedClassrooms pathOf={classroomPath} />}
      <ClassroomFormDialog
        open={creating}
        title="Nova turma"
        submitLabel="Criar turma"
        pending={create.isPending}
        onClose={() => setCreating(false)}
        onSubmit={async (values) => {
          const classroom = await create.mutateAsync(values);
          setCreating(false);
          enqueueSnackbar(`Turma “${classroom.name}” criada.`, { variant: 'success' });
          await navigate(classroomPath(classroom.id));
        }}
      />
    </>
  );
}

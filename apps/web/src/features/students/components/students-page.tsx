import GroupAdd from '@mui/icons-material/GroupAdd';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import Print from '@mui/icons-material/Print';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import type { Student } from '@aula/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SearchField } from '@/components/search-field';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { LoadingSkeleton, RowsSkeleton } from '@/components/skeletons';
import { EmptyState, ErrorState } from '@/components/states';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { useClassrooms } from '@/lib/classroom-queries';
import { useDeleteStudent, useStudents } from '../api/students';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { StudentCredentials } from '@/lib/student-credentials';
import type { ConsentSlip } from '@/lib/consent-slip';
import { ClassroomSelect } from './classroom-select';
import { ConsentForAllButton } from './consent-for-all-button';
import { CreateStudentsDialog } from './create-students-dialog';
import { EditStudentDialog } from './edit-student-dialog';
import { GuardiansDialog } from './guardians-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { StudentLimitNote } from './student-limit-note';
import { StudentsTable } from './students-table';
import type { StudentAction } from './student-actions-menu';
import type { StudentPrintViews } from '../print-views';

const PAGE_SIZE = 25;

/**
 * /dashboard/students: search, filter by classroom, create (one or a list), edit, delete, passwords,
 * cards, and each child's guardians and family consent.
 */
export function StudentsPage({ print }: { print: StudentPrintViews }) {
  const [params, setParams] = useSearchParams();
  const classroomParam = Number(params.get('turma'));
  const classroom: number | '' = Number.isInteger(classroomParam) && classroomParam > 0 ? classroomParam : '';
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim());
  const [page, setPage] = useState(0);
  const students = useStudents({
    search: term,
    classroom: classroom || undefined,
    page: page + 1,
    pageSize: PAGE_SIZE,
  });
  const classrooms = useClassrooms();
  const remove = useDeleteStudent();
  const { enqueueSnackbar } = useSnackbar();

  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ rows: StudentCredentials[]; classroomName?: string } | null>(null);
  const [editing, setEditing] = useState<Student | null>(null);
  const [guardiansOf, setGuardiansOf] = useState<Student | null>(null);
  const [slips, setSlips] = useState<ConsentSlip[] | null>(null);
  const [resetting, setResetting] = useState<Student | null>(null);
  const [linking, setLinking] = useState<Student | null>(null);
  const [deleting, setDeleting] = useState<Student | null>(null);
  const [cardsFor, setCardsFor] = useState<number | null>(null);

  const onAction = (action: StudentAction, student: Student) => {
    if (action === 'edit') setEditing(student);
    if (action === 'guardians') setGuardiansOf(student);
    if (action === 'reset-password') setResetting(student);
    if (action === 'login-link') setLinking(student);
    if (action === 'delete') {
      remove.reset();
      setDeleting(student);
    }
  };

  const filtering = term !== '' || classroom !== '';
  const total = students.data?.count ?? 0;
  const classroomName = classrooms.data?.results.find((c) => c.id === classroom)?.name;

  const createButton = (
    <Button variant="contained" startIcon={<GroupAdd />} onClick={() => setCreating(true)}>
      Cadastrar alunos
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Alunos"
        subtitle="Crie as contas dos seus alunos (sem e-mail), coloque-os nas turmas e imprima os cartões de acesso."
        actions={createButton}
      />
      <Box sx={{ mb: 3 }}>
        <StudentLimitNote />
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: 'flex-end' } }}
      >
        <SearchField
          id="buscar-alunos"
          label="Buscar aluno"
          placeholder="Nome ou usuário"
          value={search}
          onSearch={(text) => {
            setSearch(text);
            setPage(0);
          }}
        />
        <Box sx={{ minWidth: { sm: 240 } }}>
          <ClassroomSelect
            id="filtro-turma"
            label="Turma"
            emptyLabel="Todas as turmas"
            value={classroom}
            onChange={(value) => {
              setPage(0);
              setParams(value === '' ? {} : { turma: String(value) }, { replace: true });
            }}
          />
        </Box>
        {classroom !== '' && (
          <Button
            variant="outlined"
            startIcon={<Print />}
            onClick={() => setCardsFor(classroom)}
            sx={{ flexShrink: 0 }}
            disabled={total === 0}
          >
            Cartões da turma
          </Button>
        )}
        {students.data && <ConsentForAllButton students={students.data.results} onSlips={setSlips} />}
      </Stack>

      {students.isPending ? (
        <LoadingSkeleton label="Carregando alunos…">
          <RowsSkeleton rows={8} height={53} />
        </LoadingSkeleton>
      ) : students.isError ? (
        <ErrorState error={students.error} onRetry={() => void students.refetch()} />
      ) : students.data.results.length === 0 ? (
        filtering ? (
          <EmptyState icon={<Search />} title="Nenhum aluno encontrado">
            {term ? `Ninguém com “${term}”` : 'Nenhum aluno'}
            {classroomName ? ` na turma ${classroomName}.` : '.'} Confira a busca ou escolha outra turma.
          </EmptyState>
        ) : (
          <EmptyState icon={<PeopleOutline />} title="Você ainda não cadastrou alunos" action={createButton}>
            Cole a lista de nomes da turma e nós criamos um usuário e uma senha temporária para cada aluno. Na
            primeira vez que entrar, cada aluno escolhe a própria senha.
          </EmptyState>
        )
      ) : (
        <Box aria-busy={students.isFetching}>
          <StudentsTable students={students.data.results} onAction={onAction} />
          {total > PAGE_SIZE && (
            <TablePagination
              component="div"
              count={total}
              page={page}
              rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[PAGE_SIZE]}
              onPageChange={(_, next) => setPage(next)}
            />
          )}
        </Box>
      )}

      <CreateStudentsDialog
        key={creating ? 'aberto' : 'fechado'}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(rows, classroomId) => {
          setCreating(false);
          setCreated({
            rows,
            classroomName: classrooms.data?.results.find((c) => c.id === classroomId)?.name,
          });
        }}
      />
      <print.CredentialsDialog
        rows={created?.rows ?? null}
        classroomName={created?.classroomName}
        onClose={() => setCreated(null)}
      />
      <EditStudentDialog student={editing} onClose={() => setEditing(null)} />
      <GuardiansDialog student={guardiansOf} onClose={() => setGuardiansOf(null)} onPrint={setSlips} />
      <print.ConsentSlipsDialog slips={slips} onClose={() => setSlips(null)} />
      <ResetPasswordDialog student={resetting} onClose={() => setResetting(null)} />
      <print.LoginLinkDialog student={linking} onClose={() => setLinking(null)} />
      <print.ClassCardsDialog classroomId={cardsFor} onClose={() => setCardsFor(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={`Excluir ${deleting?.first_name ?? ''} ${deleting?.last_name ?? ''}?`}
        confirmLabel={deleting?.shared ? 'Tirar das minhas turmas' : 'Excluir aluno'}
        pendingLabel="Excluindo…"
        destructive
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, 'Não foi possível excluir o aluno.') : null}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              enqueueSnackbar(
                deleting.shared
                  ? `${deleting.first_name} saiu das suas turmas.`
                  : `${deleting.first_name} foi excluído.`,
                { variant: 'success' },
              );
              setDeleting(null);
              if (students.data?.results.length === 1 && page > 0) setPage(page - 1);
            },
          })
        }
      >
        {deleting?.shared ? (
          <>
            <strong>{deleting.username}</strong> sai das suas turmas. A conta continua, porque outro professor
            também tem este aluno.
          </>
        ) : (
          <>
            A conta de <strong>{deleting?.username}</strong> é apagada de vez, com tudo o que ela guardava. A
            pessoa sai de todas as turmas e não consegue mais entrar. Isso não pode ser desfeito.
          </>
        )}
      </ConfirmDialog>
    </>
  );
}

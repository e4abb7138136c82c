import GroupAdd from '@mui/icons-material/GroupAdd';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import PersonRemove from '@mui/icons-material/PersonRemove';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TeacherClassroom } from '@aula/contracts';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/states';
import { errorMessage } from '@/lib/error-message';
import { plural } from '@/lib/plural';
import { useSnackbar } from '@/lib/toast';
import { useLinkStudents, useUnlinkStudents } from '../api/classroom-students';
import type { StudentCredentials } from '@/lib/student-credentials';
import { CreateStudentsDialog } from './create-students-dialog';
import { PickStudentsDialog } from './pick-students-dialog';
import { useLinkPicker } from '@/lib/use-link-picker';
import type { StudentPrintViews } from '../print-views';

type Member = TeacherClassroom['students'][number];

/** The classroom's students: create new ones into it, add existing ones, remove, print login cards. */
export function ClassroomStudentsSection({
  classroom,
  print,
}: {
  classroom: TeacherClassroom;
  print: StudentPrintViews;
}) {
  const link = useLinkStudents(classroom.id);
  const unlink = useUnlinkStudents(classroom.id);
  const { enqueueSnackbar } = useSnackbar();
  const [creating, setCreating] = useState(false);
  const [createKey, setCreateKey] = useState(0);
  const [created, setCreated] = useState<StudentCredentials[] | null>(null);
  const picker = useLinkPicker(link, (count) =>
    count === 1 ? 'Aluno adicionado à turma.' : `${plural(count, 'aluno adicionado', 'alunos adicionados')}.`,
  );
  const [removing, setRemoving] = useState<Member | null>(null);
  const [printing, setPrinting] = useState(false);
  const memberIds = useMemo(() => new Set(classroom.students.map((s) => s.id)), [classroom.students]);
  const count = classroom.students.length;

  const createButton = (
    <Button
      variant="contained"
      startIcon={<GroupAdd />}
      onClick={() => {
        setCreateKey((n) => n + 1);
        setCreating(true);
      }}
    >
      Cadastrar alunos
    </Button>
  );
  const pickButton = (
    <Button variant="outlined" startIcon={<PersonAddAlt />} onClick={picker.open}>
      Adicionar já cadastrados
    </Button>
  );

  return (
    <Box component="section" aria-labelledby="alunos-turma-titulo">
      <Typography id="alunos-turma-titulo" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        Alunos ({count})
      </Typography>
      {count === 0 ? (
        <EmptyState
          icon={<PeopleOutline />}
          title="Nenhum aluno na turma"
          action={
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {createButton}
              {pickButton}
            </Stack>
          }
        >
          Cadastre os alunos colando a lista de nomes, ou peça que entrem com o código da turma.
        </EmptyState>
      ) : (
        <>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
            {createButton}
            {pickButton}
            <Button variant="outlined" startIcon={<Print />} onClick={() => setPrinting(true)}>
              Imprimir cartões de acesso
            </Button>
          </Stack>
          <Paper variant="outlined" sx={{ borderRadius: 2 }}>
            <List aria-label="Alunos da turma" disablePadding>
              {classroom.students.map((student, index) => (
                <ListItem
                  key={student.id}
                  divider={index < count - 1}
                  secondaryAction={
                    <Tooltip title="Tirar da turma">
                      <IconButton
                        edge="end"
                        aria-label={`Tirar ${student.first_name} ${student.last_name} da turma`}
                        onClick={() => {
                          unlink.reset();
                          setRemoving(student);
                        }}
                      >
                        <PersonRemove />
                      </IconButton>
                    </Tooltip>
                  }
                >
                  <ListItemText
                    primary={`${student.first_name} ${student.last_name}`}
                    secondary={student.username}
                    slotProps={{ secondary: { sx: { fontFamily: 'ui-monospace, monospace' } } }}
                  />
                </ListItem>
              ))}
            </List>
          </Paper>
        </>
      )}

      <CreateStudentsDialog
        key={createKey}
        open={creating}
        classroom={{ id: classroom.id, name: classroom.name }}
        onClose={() => setCreating(false)}
        onCreated={(rows) => {
          setCreating(false);
          setCreated(rows);
        }}
      />
      <print.CredentialsDialog
        rows={created}
        classroomName={classroom.name}
        onClose={() => setCreated(null)}
      />
      <PickStudentsDialog
        key={picker.key}
        {...picker.dialog}
        classroomName={classroom.name}
        memberIds={memberIds}
      />
      <print.ClassCardsDialog
        classroomId={printing ? classroom.id : null}
        onClose={() => setPrinting(false)}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Tirar da turma?"
        confirmLabel="Tirar da turma"
        pendingLabel="Removendo…"
        pending={unlink.isPending}
        error={unlink.isError ? errorMessage(unlink.error, 'Não foi possível tirar o aluno da turma.') : null}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          unlink.mutate([removing.id], {
            onSuccess: () => {
              enqueueSnackbar(`${removing.first_name} saiu da turma.`, { variant: 'success' });
              setRemoving(null);
            },
          })
        }
      >
        {removing?.first_name} {removing?.last_name} sai de {classroom.name} e deixa de ver as aulas e as
        atividades da turma; as entregas feitas nela deixam de aparecer, inclusive para você. Nada é apagado:
        se voltar para a turma, tudo reaparece. A conta continua existindo na sua lista de alunos.
      </ConfirmDialog>
    </Box>
  );
}

import { studentInputSchema } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PasswordField } from '@/components/password-field';
import { applyServerErrors, fieldWithError } from '@/lib/form-errors';
import { uiText } from '@/lib/ui-text';
import { DialogSubmitActions } from '@/components/submit-actions';
import { plural } from '@/lib/plural';
import { linkStudentsTo } from '../api/classroom-students';
import { isStudentLimitError } from '@/lib/error-message';
import { useCreateStudent, useCreateStudents } from '../api/students';
import { MAX_STUDENTS_PER_LIST, parseNameList } from '../name-list';
import type { StudentCredentials } from '@/lib/student-credentials';
import { ActionError } from './action-error';
import { ClassroomSelect } from './classroom-select';
import { editKey, NameListPreview, withEdits, type NameEdits } from './name-list-preview';
import { StudentLimitNote } from './student-limit-note';
import { PersonNameFields, registerPersonName } from '@/components/person-name-fields';

type Mode = 'list' | 'one';

const optional = (schema: z.ZodType) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

const oneStudentSchema = studentInputSchema.extend({
  username: optional(studentInputSchema.shape.username),
  password: optional(studentInputSchema.shape.password),
});
type OneInput = z.input<typeof oneStudentSchema>;
type OneValues = z.output<typeof oneStudentSchema>;

const credentialsOf = (
  created: {
    student: { id: number; first_name: string; last_name: string; username: string };
    temporary_password: string | null;
  }[],
): StudentCredentials[] =>
  created.map(({ student, temporary_password }) => ({
    id: student.id,
    name: `${student.first_name} ${student.last_name}`,
    username: student.username,
    password: temporary_password,
  }));

/** Where a form's new students go (`classroomId` fixed, or chosen in the form) and what follows. */
interface FormProps {
  classroomId?: number;
  onCreated: (rows: StudentCredentials[], classroomId: number | '') => void;
  onCancel: () => void;
}

function NameListForm({ classroomId, onCreated, onCancel }: FormProps) {
  const create = useCreateStudents();
  const [text, setText] = useState('');
  const [classroom, setClassroom] = useState<number | ''>(classroomId ?? '');
  const [touched, setTouched] = useState(false);
  const [edits, setEdits] = useState<NameEdits>({});
  const parsed = useMemo(() => withEdits(parseNameList(text), edits), [text, edits]);
  const ready =
    parsed.names.length > 0 &&
    parsed.problems.length === 0 &&
    parsed.names.length <= MAX_STUDENTS_PER_LIST &&
    parsed.names.every((n) => n.first_name.trim() !== '' && n.last_name.trim() !== '');

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!ready) return;
        create.mutate(
          {
            students: parsed.names.map(({ first_name, last_name }) => ({
              first_name: first_name.trim(),
              last_name: last_name.trim(),
            })),
            ...(classroom === '' ? {} : { classroom }),
          },
          { onSuccess: ({ created }) => onCreated(credentialsOf(created), classroom) },
        );
      }}
    >
      <DialogContent>
        <Stack spacing={2.5}>
          <TextField
            id="lista-nomes"
            label="Nomes dos alunos, um por linha"
            placeholder={'Ana Luíza Souza\nJoão Pedro Lima\nMaria Clara Rocha'}
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={6}
            maxRows={14}
            fullWidth
            autoFocus
            error={touched && parsed.names.length === 0}
            helperText={
              touched && parsed.names.length === 0 && parsed.problems.length === 0
                ? 'Escreva ou cole ao menos um nome.'
                : 'Nomes compostos (Maria Eduarda) ficam juntos; confira e corrija na prévia. Pode colar de uma planilha.'
            }
          />
          <NameListPreview
            parsed={parsed}
            onEdit={(name, change) =>
              setEdits((all) => ({ ...all, [editKey(name)]: { ...name, ...change } }))
            }
          />
          {classroomId === undefined && (
            <ClassroomSelect id="lista-turma" value={classroom} onChange={setClassroom} />
          )}
          {!isStudentLimitError(create.error) && <StudentLimitNote adding={parsed.names.length} />}
          {create.isError && (
            <ActionError error={create.error} fallback="Não foi possível cadastrar os alunos." />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={create.isPending}>
          {uiText.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={create.isPending || (touched && !ready)}>
          {create.isPending
            ? 'Cadastrando…'
            : parsed.names.length > 1
              ? `Cadastrar ${plural(parsed.names.length, 'aluno', 'alunos')}`
              : 'Cadastrar aluno'}
        </Button>
      </DialogActions>
    </Stack>
  );
}

function OneStudentForm({ classroomId, onCreated, onCancel }: FormProps) {
  const create = useCreateStudent();
  const queryClient = useQueryClient();
  const [classroom, setClassroom] = useState<number | ''>(classroomId ?? '');
  const [failure, setFailure] = useState<{ error: unknown; message: string } | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<OneInput, unknown, OneValues>({
    resolver: zodResolver(oneStudentSchema),
    defaultValues: { first_name: '', last_name: '', username: '', password: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit((values) => {
    setFailure(null);
    create.mutate(values as Parameters<typeof create.mutate>[0], {
      onSuccess: async (created) => {
        if (classroom !== '') {
          try {
            await linkStudentsTo(queryClient, classroom, [created.student.id]);
          } catch {
            // The account exists; the teacher can still add it to the classroom from the list.
          }
        }
        onCreated(credentialsOf([created]), classroom);
      },
      onError: (error) => {
        // Field errors go under their inputs; anything else (the plan's limit…) above the buttons.
        const message = applyServerErrors(
          error,
          setError,
          ['first_name', 'last_name', 'username', 'password'],
          'Não foi possível cadastrar o aluno.',
        );
        if (message !== null) setFailure({ error, message });
      },
    });
  });

  return (
    <Stack component="form" noValidate onSubmit={submit}>
      <DialogContent>
        <Stack spacing={2.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <PersonNameFields
              registered={registerPersonName(register)}
              errors={errors}
              idPrefix="aluno"
              autoComplete={false}
              autoFocus
            />
          </Stack>
          <TextField
            {...fieldWithError(
              register,
              errors,
              'username',
              'Deixe em branco para criarmos um, como ana.souza.',
            )}
            id="aluno-usuario"
            label="Usuário (opcional)"
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, autoComplete: 'off' } }}
            fullWidth
          />
          <PasswordField
            {...fieldWithError(
              register,
              errors,
              'password',
              'Deixe em branco para criarmos uma fácil de digitar. No primeiro acesso, a pessoa cria a própria senha.',
            )}
            id="aluno-senha"
            label="Senha temporária (opcional)"
            autoComplete="new-password"
            fullWidth
          />
          {classroomId === undefined && (
            <ClassroomSelect id="aluno-turma" value={classroom} onChange={setClassroom} />
          )}
          {!isStudentLimitError(failure?.error) && <StudentLimitNote adding={1} />}
          {failure && <ActionError error={failure.error} fallback={failure.message} />}
        </Stack>
      </DialogContent>
      <DialogSubmitActions
        onCancel={onCancel}
        pending={create.isPending}
        label="Cadastrar aluno"
        pendingLabel="Cadastrando…"
      />
    </Stack>
  );
}

/** "Cadastrar alunos": many from a pasted list of names, or one with a chosen username and password. */
export function CreateStudentsDialog({
  open,
  classroom,
  onCreated,
  onClose,
}: {
  open: boolean;
  /** Set when adding from a classroom's page: the new students go into it. */
  classroom?: { id: number; name: string };
  onCreated: (rows: StudentCredentials[], classroomId: number | '') => void;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [mode, setMode] = useState<Mode>('list');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="cadastrar-alunos-titulo"
    >
      <DialogTitle id="cadastrar-alunos-titulo">
        {classroom ? `Cadastrar alunos em ${classroom.name}` : 'Cadastrar alunos'}
      </DialogTitle>
      <Tabs
        value={mode}
        onChange={(_, value: Mode) => setMode(value)}
        aria-label="Como cadastrar"
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="list" label="Lista de nomes" id="aba-cadastro-list" aria-controls="painel-cadastro" />
        <Tab value="one" label="Um aluno" id="aba-cadastro-one" aria-controls="painel-cadastro" />
      </Tabs>
      <div role="tabpanel" id="painel-cadastro" aria-labelledby={`aba-cadastro-${mode}`}>
        {mode === 'list' ? (
          <NameListForm classroomId={classroom?.id} onCreated={onCreated} onCancel={onClose} />
        ) : (
          <OneStudentForm classroomId={classroom?.id} onCreated={onCreated} onCancel={onClose} />
        )}
      </div>
    </Dialog>
  );
}

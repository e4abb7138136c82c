import { studentUpdateSchema, type Student } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '@/lib/form-errors';
import { DialogSubmitActions } from '@/components/submit-actions';
import { useUpdateStudent } from '../../api/students';

type FormInput = z.input<typeof studentUpdateSchema>;
type FormValues = z.output<typeof studentUpdateSchema>;

function EditStudentForm({ student, onClose }: { student: Student; onClose: () => void }) {
  const update = useUpdateStudent();
  const { enqueueSnackbar } = useSnackbar();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(studentUpdateSchema),
    defaultValues: {
      first_name: student.first_name,
      last_name: student.last_name,
      username: student.username,
    },
  });
  const { errors } = formState;

  const submit = handleSubmit((values) => {
    setFormError(null);
    update.mutate(
      { id: student.id, ...values },
      {
        onSuccess: (saved) => {
          enqueueSnackbar(`Dados de ${saved.first_name} salvos.`, { variant: 'success' });
          onClose();
        },
        onError: (error) =>
          setFormError(
            applyServerErrors(
              error,
              setError,
              ['first_name', 'last_name', 'username'],
              'Não foi possível salvar.',
            ),
          ),
      },
    );
  });

  return (
    <form noValidate onSubmit={submit}>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            {...register('first_name')}
            id="editar-aluno-nome"
            label="Nome"
            error={Boolean(errors.first_name)}
            helperText={errors.first_name?.message}
            required
            fullWidth
          />
          <TextField
            {...register('last_name')}
            id="editar-aluno-sobrenome"
            label="Sobrenome"
            error={Boolean(errors.last_name)}
            helperText={errors.last_name?.message}
            required
            fullWidth
          />
          <TextField
            {...register('username')}
            id="editar-aluno-usuario"
            label="Usuário"
            error={Boolean(errors.username)}
            helperText={
              errors.username?.message ?? 'Se mudar, avise a pessoa: o acesso passa a ser com o usuário novo.'
            }
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, autoComplete: 'off' } }}
            fullWidth
          />
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogSubmitActions onCancel={onClose} pending={update.isPending} label="Salvar" />
    </form>
  );
}

export function EditStudentDialog({ student, onClose }: { student: Student | null; onClose: () => void }) {
  return (
    <Dialog
      open={student !== null}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="editar-aluno-titulo"
    >
      <DialogTitle id="editar-aluno-titulo">Editar aluno</DialogTitle>
      {student && <EditStudentForm key={student.id} student={student} onClose={onClose} />}
    </Dialog>
  );
}

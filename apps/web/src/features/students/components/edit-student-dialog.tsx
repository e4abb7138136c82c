import { studentUpdateSchema, type Student } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '@/components/form-error';
import { PersonNameFields, registerPersonName } from '@/components/person-name-fields';
import { DialogSubmitActions } from '@/components/submit-actions';
import { useSnackbar } from '@/lib/toast';
import { useServerSubmit } from '@/lib/use-server-submit';
import { fieldWithError } from '@/lib/form-errors';
import { useUpdateStudent } from '../api/students';
import { StudentDialog } from './student-dialog';

type FormInput = z.input<typeof studentUpdateSchema>;
type FormValues = z.output<typeof studentUpdateSchema>;

function EditStudentForm({ student, onClose }: { student: Student; onClose: () => void }) {
  const update = useUpdateStudent();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(studentUpdateSchema),
    defaultValues: {
      first_name: student.first_name,
      last_name: student.last_name,
      username: student.username,
      under_12: student.under_12,
    },
  });
  const { register } = form;
  const { errors } = form.formState;

  const { submit, formError } = useServerSubmit(
    form,
    (values, callbacks) => update.mutate({ id: student.id, ...values }, callbacks),
    {
      fields: ['first_name', 'last_name', 'username'],
      fallback: 'Não foi possível salvar.',
      onSuccess: (saved: Student) => {
        enqueueSnackbar(`Dados de ${saved.first_name} salvos.`, { variant: 'success' });
        onClose();
      },
    },
  );

  return (
    <form noValidate onSubmit={submit}>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <PersonNameFields
            registered={registerPersonName(register)}
            errors={errors}
            idPrefix="editar-aluno"
            autoComplete={false}
          />
          <TextField
            {...fieldWithError(
              register,
              errors,
              'username',
              'Se mudar, avise a pessoa: o acesso passa a ser com o usuário novo.',
            )}
            id="editar-aluno-usuario"
            label="Usuário"
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, autoComplete: 'off' } }}
            fullWidth
          />
          <Controller
            control={form.control}
            name="under_12"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={Boolean(field.value)}
                    onChange={(event) => field.onChange(event.target.checked)}
                    inputRef={field.ref}
                  />
                }
                label="Menor de 12 anos (pede a autorização de um responsável)"
              />
            )}
          />
          <FormError message={formError} />
        </Stack>
      </DialogContent>
      <DialogSubmitActions onCancel={onClose} pending={update.isPending} label="Salvar" />
    </form>
  );
}

export function EditStudentDialog({ student, onClose }: { student: Student | null; onClose: () => void }) {
  return (
    <StudentDialog student={student} onClose={onClose} titleId="editar-aluno-titulo" title="Editar aluno">
      {(shown) => <EditStudentForm student={shown} onClose={onClose} />}
    </StudentDialog>
  );
}

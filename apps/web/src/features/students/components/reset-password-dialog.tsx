import { resetStudentPasswordSchema, type Student } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/form-error';
import { DialogSubmitActions } from '@/components/submit-actions';
import { useServerSubmit } from '@/lib/use-server-submit';
import { useResetStudentPassword } from '../api/students';
import { suggestTemporaryPassword } from '../temporary-password';
import { CopyButton } from '@/components/copy-button';
import { fieldWithError } from '@/lib/form-errors';
import { StudentDialog } from './student-dialog';

interface FormValues {
  password: string;
}

function ResetPasswordForm({ student, onClose }: { student: Student; onClose: () => void }) {
  const reset = useResetStudentPassword();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(resetStudentPasswordSchema),
    defaultValues: { password: suggestTemporaryPassword() },
  });
  const { register, setValue } = form;
  const { errors } = form.formState;
  const { submit, formError } = useServerSubmit(
    form,
    ({ password }, callbacks) => reset.mutate({ id: student.id, password }, callbacks),
    {
      fields: ['password'],
      fallback: 'Não foi possível redefinir a senha.',
      onSuccess: (_, { password }) => setDone(password),
    },
  );

  if (done) {
    return (
      <>
        <DialogContent>
          <Stack spacing={2}>
            <Typography>
              Pronto! Entregue a senha temporária a {student.first_name}. No próximo acesso, a pessoa vai
              criar a própria senha.
            </Typography>
            <Typography
              component="p"
              data-testid="senha-temporaria"
              sx={{
                fontFamily: 'ui-monospace, monospace',
                fontSize: { xs: '1.125rem', sm: '1.5rem' },
                fontWeight: 700,
                textAlign: 'center',
                // A long password the teacher typed wraps instead of being cut off by the dialog.
                overflowWrap: 'anywhere',
              }}
            >
              {done}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
              Usuário: <strong>{student.username}</strong>
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <CopyButton text={done} label="Copiar senha" done="Senha copiada." />
          <Button variant="contained" onClick={onClose}>
            Concluir
          </Button>
        </DialogActions>
      </>
    );
  }

  return (
    <form noValidate onSubmit={submit}>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>
            Escolha uma senha temporária para {student.first_name} {student.last_name} ({student.username}).
            As sessões abertas nessa conta são encerradas e, no próximo acesso, a pessoa cria a própria senha.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-end' } }}>
            <TextField
              {...fieldWithError(register, errors, 'password')}
              id="nova-senha-aluno"
              label="Senha temporária"
              autoComplete="off"
              slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
              fullWidth
            />
            <Button
              onClick={() => setValue('password', suggestTemporaryPassword(), { shouldValidate: true })}
              sx={{ flexShrink: 0 }}
            >
              Sugerir outra
            </Button>
          </Stack>
          <FormError message={formError} />
        </Stack>
      </DialogContent>
      <DialogSubmitActions
        onCancel={onClose}
        pending={reset.isPending}
        label="Redefinir senha"
        pendingLabel="Redefinindo…"
      />
    </form>
  );
}

/** The teacher sets a new temporary password; the student must replace it at the next login. */
export function ResetPasswordDialog({ student, onClose }: { student: Student | null; onClose: () => void }) {
  return (
    <StudentDialog
      student={student}
      onClose={onClose}
      titleId="redefinir-senha-titulo"
      title="Redefinir senha"
    >
      {(shown) => <ResetPasswordForm student={shown} onClose={onClose} />}
    </StudentDialog>
  );
}

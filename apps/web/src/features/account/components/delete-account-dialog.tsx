import { deleteAccountRequestSchema, spaRoutes } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { PasswordField } from '@/components/password-field';
import { logout } from '@/lib/auth';
import { applyServerErrors } from '@/lib/form-errors';
import { useSnackbar } from '@/lib/toast';
import { uiText } from '@/lib/ui-text';
import { plural } from '@/lib/plural';
import { useDeleteAccount } from '../api/delete-account';
import { useDeleteAccountPreview } from '../api/my-data';

type FormValues = z.infer<typeof deleteAccountRequestSchema>;

const ACCOUNT_DELETED_MESSAGE = 'Sua conta e seus dados pessoais foram excluídos.';

/** The student accounts deleted with this one: loading, error and count. */
function StudentsGoing({ open }: { open: boolean }) {
  const preview = useDeleteAccountPreview(open);
  if (preview.isPending) {
    return (
      <Typography variant="body2" sx={{ mb: 2 }} role="status">
        Verificando as contas de alunos…
      </Typography>
    );
  }
  if (preview.isError) {
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        Não foi possível contar as contas de alunos que também serão excluídas.
      </Alert>
    );
  }
  const n = preview.data.students;
  if (n === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {n === 1
        ? '1 conta de aluno também será excluída, com os dados dela: '
        : `${plural(n, 'conta de aluno', 'contas de alunos')} também serão excluídas, com os dados delas: `}
      alunos criados por você ou que estão só nas suas turmas. Alunos que também estão na turma de outro
      professor continuam com a conta.
    </Alert>
  );
}

/** Asks for the password once more: deleting is final. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteAccount();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<FormValues>({
    resolver: zodResolver(deleteAccountRequestSchema),
    defaultValues: { password: '' },
  });

  function close() {
    if (remove.isPending) return;
    reset();
    setFormError(null);
    onClose();
  }

  const submit = handleSubmit(({ password }) => {
    setFormError(null);
    remove.mutate(password, {
      onSuccess: () => {
        enqueueSnackbar(ACCOUNT_DELETED_MESSAGE, { variant: 'success' });
        void navigate(spaRoutes.home, { replace: true });
        // The server already ended every session of the deleted account; this forgets it here.
        logout();
      },
      onError: (error) =>
        setFormError(
          applyServerErrors(
            error,
            setError,
            ['password'],
            'Não foi possível excluir a conta. Tente novamente.',
          ),
        ),
    });
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="dialogo-excluir-titulo"
      aria-describedby="dialogo-excluir-descricao"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="dialogo-excluir-titulo">Excluir sua conta?</DialogTitle>
      <DialogContent>
        <DialogContentText id="dialogo-excluir-descricao" sx={{ mb: 2 }}>
          Seus dados pessoais, turmas e planos criados por você serão apagados e uma assinatura ativa será
          cancelada. Isso não pode ser desfeito.
        </DialogContentText>
        <StudentsGoing open={open} />
        <PasswordField
          {...register('password')}
          id="dialogo-excluir-senha"
          label="Digite sua senha para confirmar"
          autoComplete="current-password"
          error={Boolean(formState.errors.password)}
          helperText={formState.errors.password?.message}
          required
          fullWidth
          autoFocus
        />
        {formError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {formError}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={remove.isPending}>
          {uiText.cancel}
        </Button>
        <Button type="submit" color="error" variant="contained" disabled={remove.isPending}>
          {remove.isPending ? 'Excluindo…' : 'Excluir conta'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { deleteAccountRequestSchema, spaRoutes } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { PasswordField } from '@/components/password-field';
import { logout } from '@/lib/auth';
import { applyServerErrors } from '@/lib/form-errors';
import { formatDate, formatMoney } from '@/lib/format';
import { useSnackbar } from '@/lib/toast';
import { uiText } from '@/lib/ui-text';
import { plural } from '@/lib/plural';
import { useDeleteAccount } from '../api/delete-account';
import { useDeleteAccountPreview } from '../api/my-data';

type FormValues = z.infer<typeof deleteAccountRequestSchema>;

const ACCOUNT_DELETED_MESSAGE = 'Sua conta e seus dados pessoais foram excluídos.';

type Preview = ReturnType<typeof useDeleteAccountPreview>;

/** The student accounts deleted with this one: loading, error and count. */
function StudentsGoing({ preview }: { preview: Preview }) {
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

/**
 * Within 7 days of the first payment the money can come back (CDC art. 49), as in the cancel
 * dialog: the person chooses before the account goes.
 */
function WithdrawalChoice({
  withdrawal,
  refund,
  onChange,
}: {
  withdrawal: { until: string; refund_cents: number };
  refund: boolean;
  onChange: (refund: boolean) => void;
}) {
  const amount = formatMoney(withdrawal.refund_cents);
  return (
    <FormControl component="fieldset" sx={{ mb: 2, width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        Direito de arrependimento
      </FormLabel>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Você fez o primeiro pagamento há menos de 7 dias. Pelo art. 49 do Código de Defesa do Consumidor, pode
        receber de volta {amount}, pelo mesmo meio do pagamento (até {formatDate(withdrawal.until)}).
      </Typography>
      <RadioGroup
        name="reembolso-exclusao"
        value={refund ? 'refund' : 'keep'}
        onChange={(event) => onChange(event.target.value === 'refund')}
      >
        <FormControlLabel
          value="refund"
          control={<Radio />}
          label={`Excluir e receber o reembolso de ${amount}`}
        />
        <FormControlLabel value="keep" control={<Radio />} label="Excluir sem reembolso" />
      </RadioGroup>
    </FormControl>
  );
}

/** Asks for the password once more: deleting is final. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteAccount();
  const preview = useDeleteAccountPreview(open);
  const withdrawal = preview.data?.withdrawal ?? null;
  const [refundChoice, setRefundChoice] = useState(true);
  const refund = withdrawal !== null && refundChoice;
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<FormValues>({
    resolver: zodResolver(deleteAccountRequestSchema),
    defaultValues: { password: '' },
  });

  function close() {
    if (remove.isPending) return;
    reset();
    setFormError(null);
    setRefundChoice(true);
    onClose();
  }

  const submit = handleSubmit(({ password }) => {
    setFormError(null);
    remove.mutate(
      { password, refund },
      {
        onSuccess: () => {
          enqueueSnackbar(
            refund && withdrawal
              ? `${ACCOUNT_DELETED_MESSAGE} Devolvemos ${formatMoney(withdrawal.refund_cents)} pelo mesmo meio do pagamento.`
              : ACCOUNT_DELETED_MESSAGE,
            { variant: 'success' },
          );
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
      },
    );
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
        <StudentsGoing preview={preview} />
        {withdrawal && (
          <WithdrawalChoice withdrawal={withdrawal} refund={refund} onChange={setRefundChoice} />
        )}
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
          {remove.isPending ? 'Excluindo…' : refund ? 'Excluir e reembolsar' : 'Excluir conta'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

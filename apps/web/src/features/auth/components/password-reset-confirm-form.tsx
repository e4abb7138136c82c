import { spaRoutes } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PasswordField } from '@/components/password-field';
import { PasswordStrengthMeter } from '@/components/password-strength-meter';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { newPasswordSchema, type NewPasswordValues } from '@/lib/password-confirmation';
import { useConfirmPasswordReset } from '../api/password-reset';

export const PASSWORD_RESET_DONE_MESSAGE = 'Senha redefinida! Agora entre com a sua nova senha.';

export function PasswordResetConfirmForm({
  token,
  onInvalidToken,
}: {
  token: string;
  onInvalidToken: () => void;
}) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const confirm = useConfirmPasswordReset(token);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, control, formState } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const { errors } = formState;
  const password = useWatch({ control, name: 'password' });

  const submit = handleSubmit(({ password: value }) => {
    setFormError(null);
    confirm.mutate(value, {
      onSuccess: () => {
        enqueueSnackbar(PASSWORD_RESET_DONE_MESSAGE, { variant: 'success' });
        void navigate(spaRoutes.login, { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) return onInvalidToken();
        setFormError(
          applyServerErrors(
            error,
            setError,
            ['password'],
            'Não foi possível redefinir a senha. Tente novamente.',
          ),
        );
      },
    });
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
      <div>
        <PasswordField
          {...register('password')}
          id="nova-senha"
          label="Nova senha"
          autoComplete="new-password"
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
          required
          fullWidth
        />
        <PasswordStrengthMeter password={password} />
      </div>
      <PasswordField
        {...register('confirmation')}
        id="nova-senha-confirmacao"
        label="Confirme a nova senha"
        autoComplete="new-password"
        error={Boolean(errors.confirmation)}
        helperText={errors.confirmation?.message}
        required
        fullWidth
      />
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={confirm.isPending} fullWidth>
        {confirm.isPending ? 'Salvando…' : 'Salvar nova senha'}
      </Button>
    </Stack>
  );
}

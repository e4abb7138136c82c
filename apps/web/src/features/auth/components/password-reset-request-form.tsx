import { passwordResetRequestSchema, spaRoutes } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { applyServerErrors } from '@/lib/form-errors';
import { useRequestPasswordReset } from '../api/password-reset';

type FormInput = z.input<typeof passwordResetRequestSchema>;
type FormValues = z.output<typeof passwordResetRequestSchema>;

const RESET_REQUESTED_MESSAGE =
  'Se houver uma conta com este e-mail, enviamos um link para você criar uma nova senha. Confira sua caixa de entrada e também a pasta de spam. O link vale por 24 horas.';

export function PasswordResetRequestForm() {
  const request = useRequestPasswordReset();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });

  if (request.isSuccess) {
    return (
      <Stack spacing={3}>
        <Alert severity="success" role="status">
          {RESET_REQUESTED_MESSAGE}
        </Alert>
        <Button component={RouterLink} to={spaRoutes.login} variant="contained" size="large" fullWidth>
          Voltar para o login
        </Button>
      </Stack>
    );
  }

  const submit = handleSubmit(({ email }) => {
    setFormError(null);
    request.mutate(email, {
      onError: (error) =>
        setFormError(
          applyServerErrors(error, setError, ['email'], 'Não foi possível enviar o e-mail. Tente novamente.'),
        ),
    });
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
      <TextField
        {...register('email')}
        id="redefinir-email"
        label="E-mail da sua conta"
        type="email"
        autoComplete="email"
        error={Boolean(formState.errors.email)}
        helperText={formState.errors.email?.message}
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        required
        fullWidth
      />
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={request.isPending} fullWidth>
        {request.isPending ? 'Enviando…' : 'Enviar link'}
      </Button>
    </Stack>
  );
}

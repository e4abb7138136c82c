import { spaRoutes } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { Logo } from '@/components/logo';
import { PasswordField } from '@/components/password-field';
import { PasswordStrengthMeter } from '@/components/password-strength-meter';
import { applyServerErrors } from '@/lib/form-errors';
import { newPasswordSchema, type NewPasswordValues } from '@/lib/password-confirmation';
import { useSetFirstPassword } from '../api/set-first-password';
import { largeFieldSx } from '../form-size';

/**
 * First login of a student whose account a teacher created: the temporary password must be replaced
 * before anything else, so this takes the whole screen.
 */
export function FirstPasswordStep({ firstName }: { firstName?: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const save = useSetFirstPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, control, formState } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const { errors } = formState;
  const password = useWatch({ control, name: 'password' });

  const submit = handleSubmit(({ password: value }) => {
    setFormError(null);
    save.mutate(value, {
      onSuccess: () => enqueueSnackbar('Pronto! Sua senha nova foi salva.', { variant: 'success' }),
      onError: (error) =>
        setFormError(
          applyServerErrors(error, setError, ['password'], 'Não foi possível salvar a senha. Tente de novo.'),
        ),
    });
  });

  return (
    <Box
      sx={{
        minHeight: '100vh',
        bgcolor: '#194fff',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: { xs: 4, sm: 6 },
      }}
    >
      <title>Crie sua senha | Aula</title>
      <Box sx={{ mb: 3 }}>
        <Logo size={40} tone="light" />
      </Box>
      <Paper
        component="main"
        id="conteudo"
        tabIndex={-1}
        elevation={6}
        sx={{ width: '100%', maxWidth: 480, p: { xs: 3, sm: 4 }, borderRadius: 3 }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {firstName ? `Olá, ${firstName}! Crie sua senha` : 'Crie sua senha'}
        </Typography>
        <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>
          A senha que você recebeu do professor é só para o primeiro acesso. Escolha uma senha nova, só sua,
          para entrar nas próximas vezes.
        </Typography>
        <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
          <div>
            <PasswordField
              {...register('password')}
              id="primeira-senha"
              label="Sua senha nova"
              autoComplete="new-password"
              error={Boolean(errors.password)}
              helperText={errors.password?.message}
              required
              fullWidth
              sx={largeFieldSx}
            />
            <PasswordStrengthMeter password={password} />
          </div>
          <PasswordField
            {...register('confirmation')}
            id="primeira-senha-confirmacao"
            label="Repita a senha nova"
            autoComplete="new-password"
            error={Boolean(errors.confirmation)}
            helperText={errors.confirmation?.message}
            required
            fullWidth
            sx={largeFieldSx}
          />
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" disabled={save.isPending} fullWidth>
            {save.isPending ? 'Salvando…' : 'Salvar minha senha'}
          </Button>
          <Button component={RouterLink} to={spaRoutes.logout} size="large" fullWidth>
            Sair
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}

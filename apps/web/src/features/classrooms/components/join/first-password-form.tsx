import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PasswordField } from '@/components/password-field';
import { PasswordStrengthMeter } from '@/components/password-strength-meter';
import { applyServerErrors } from '@/lib/form-errors';
import { newPasswordSchema, type NewPasswordValues } from '@/lib/password-confirmation';
import { useSetFirstPassword } from '../../api/join';

const bigField = {
  '& .MuiInputBase-input': { fontSize: '1.125rem', py: 1.25 },
  '& .MuiInputLabel-root': { fontSize: '1.125rem' },
};

/** Inside the join flow: a student with a temporary password chooses their own before joining. */
export function FirstPasswordForm({ onDone }: { onDone: () => void }) {
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
      onSuccess: onDone,
      onError: (error) =>
        setFormError(
          applyServerErrors(error, setError, ['password'], 'Não deu para salvar a senha. Tente de novo.'),
        ),
    });
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Crie sua senha
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: '8px !important' }}>
        A senha que você recebeu é só para a primeira vez. Escolha uma senha nova, só sua.
      </Typography>
      <div>
        <PasswordField
          {...register('password')}
          id="turma-primeira-senha"
          label="Sua senha nova"
          autoComplete="new-password"
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
          required
          fullWidth
          sx={bigField}
        />
        <PasswordStrengthMeter password={password} />
      </div>
      <PasswordField
        {...register('confirmation')}
        id="turma-primeira-senha-confirmacao"
        label="Repita a senha nova"
        autoComplete="new-password"
        error={Boolean(errors.confirmation)}
        helperText={errors.confirmation?.message}
        required
        fullWidth
        sx={bigField}
      />
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={save.isPending} fullWidth>
        {save.isPending ? 'Salvando…' : 'Salvar e continuar'}
      </Button>
    </Stack>
  );
}

import { changePasswordRequestSchema } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PasswordField } from '@/components/password-field';
import { PasswordStrengthMeter } from '@/components/password-strength-meter';
import { applyServerErrors } from '@/lib/form-errors';
import { PASSWORD_MISMATCH_MESSAGE } from '@/lib/password-confirmation';
import { useChangePassword } from '../api/change-password';
import { buttonSx, fieldSx, type FormSize } from '../form-size';

const formSchema = changePasswordRequestSchema
  .extend({ confirmation: z.string().min(1, 'Repita a nova senha.') })
  .refine((values) => values.new_password === values.confirmation, {
    path: ['confirmation'],
    message: PASSWORD_MISMATCH_MESSAGE,
  });
type FormValues = z.infer<typeof formSchema>;

const labels = {
  regular: { old: 'Senha atual', new: 'Nova senha', confirmation: 'Confirme a nova senha' },
  large: { old: 'Sua senha de agora', new: 'Sua senha nova', confirmation: 'Repita a senha nova' },
};

export function ChangePasswordForm({
  size = 'regular',
  personal = [],
}: {
  size?: FormSize;
  /** Name, e-mail, username: the strength hint warns when the password contains them. */
  personal?: readonly string[];
}) {
  const { enqueueSnackbar } = useSnackbar();
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, control, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { old_password: '', new_password: '', confirmation: '' },
  });
  const { errors } = formState;
  const newPassword = useWatch({ control, name: 'new_password' });
  const text = labels[size];
  const sx = fieldSx(size);

  const submit = handleSubmit(({ old_password, new_password }) => {
    setFormError(null);
    change.mutate(
      { old_password, new_password },
      {
        onSuccess: () => {
          reset();
          enqueueSnackbar('Senha alterada. Nos outros aparelhos, entre de novo com a senha nova.', {
            variant: 'success',
          });
        },
        onError: (error) =>
          setFormError(
            applyServerErrors(
              error,
              setError,
              ['old_password', 'new_password'],
              'Não foi possível alterar a senha. Tente novamente.',
            ),
          ),
      },
    );
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
      <PasswordField
        {...register('old_password')}
        id="senha-atual"
        label={text.old}
        autoComplete="current-password"
        error={Boolean(errors.old_password)}
        helperText={errors.old_password?.message}
        required
        fullWidth
        sx={sx}
      />
      <div>
        <PasswordField
          {...register('new_password')}
          id="senha-nova"
          label={text.new}
          autoComplete="new-password"
          error={Boolean(errors.new_password)}
          helperText={errors.new_password?.message}
          required
          fullWidth
          sx={sx}
        />
        <PasswordStrengthMeter password={newPassword} personal={personal} />
      </div>
      <PasswordField
        {...register('confirmation')}
        id="senha-nova-confirmacao"
        label={text.confirmation}
        autoComplete="new-password"
        error={Boolean(errors.confirmation)}
        helperText={errors.confirmation?.message}
        required
        fullWidth
        sx={sx}
      />
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <div>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={change.isPending}
          fullWidth={size === 'large'}
          sx={buttonSx(size)}
        >
          {change.isPending ? 'Salvando…' : 'Alterar senha'}
        </Button>
      </div>
    </Stack>
  );
}

import { changePasswordRequestSchema } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PasswordField } from '@/components/password-field';
import { PasswordStrengthMeter } from '@/components/password-strength-meter';
import { PASSWORD_MISMATCH_MESSAGE } from '@/lib/password-confirmation';
import { useSnackbar } from '@/lib/toast';
import { useServerSubmit } from '@/lib/use-server-submit';
import { useChangePassword } from '../api/change-password';
import { fieldSx, type FormSize } from '../form-size';
import { AccountFormFooter } from './account-form-footer';

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
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { old_password: '', new_password: '', confirmation: '' },
  });
  const { register, control } = form;
  const { errors } = form.formState;
  const newPassword = useWatch({ control, name: 'new_password' });
  const text = labels[size];
  const sx = fieldSx(size);

  const { submit, formError } = useServerSubmit(
    form,
    ({ old_password, new_password }, callbacks) => change.mutate({ old_password, new_password }, callbacks),
    {
      fields: ['old_password', 'new_password'],
      fallback: 'Não foi possível alterar a senha. Tente novamente.',
      onSuccess: () => {
        form.reset();
        enqueueSnackbar('Senha alterada. Nos outros aparelhos, entre de novo com a senha nova.', {
          variant: 'success',
        });
      },
    },
  );
  const passwordField = (name: keyof FormValues, id: string, label: string, autoComplete: string) => (
    <PasswordField
      {...register(name)}
      id={id}
      label={label}
      autoComplete={autoComplete}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
      required
      fullWidth
      sx={sx}
    />
  );

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
      {passwordField('old_password', 'senha-atual', text.old, 'current-password')}
      <div>
        {passwordField('new_password', 'senha-nova', text.new, 'new-password')}
        <PasswordStrengthMeter password={newPassword} personal={personal} />
      </div>
      {passwordField('confirmation', 'senha-nova-confirmacao', text.confirmation, 'new-password')}
      <AccountFormFooter error={formError} pending={change.isPending} label="Alterar senha" size={size} />
    </Stack>
  );
}

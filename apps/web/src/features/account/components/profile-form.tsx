import { emailField, profileUpdateSchema, type Profile } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LazyDatePicker } from '@/components/lazy-date-picker';
import { PasswordField } from '@/components/password-field';
import { PersonNameFields, registerPersonName } from '@/components/person-name-fields';
import { useSnackbar } from '@/lib/toast';
import dayjs, { type Dayjs } from 'dayjs';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useServerSubmit } from '@/lib/use-server-submit';
import { fieldWithError } from '@/lib/form-errors';
import { useUpdateProfile } from '../api/update-profile';
import { fieldSx, type FormSize } from '../form-size';
import { AccountFormFooter } from './account-form-footer';

const MIN_BIRTH_DATE = dayjs('1900-01-01');

const birthDate = z
  .custom<Dayjs | null>((value) => value === null || dayjs.isDayjs(value))
  .refine(
    (value) => value === null || (value.isValid() && !value.isBefore(MIN_BIRTH_DATE)),
    'Informe uma data válida (dd/mm/aaaa).',
  )
  .refine((value) => value === null || !value.isAfter(dayjs(), 'day'), 'A data não pode estar no futuro.')
  .transform((value) => (value ? value.format('YYYY-MM-DD') : null));

const schemas = {
  withEmail: profileUpdateSchema.extend({ email: emailField, birth_date: birthDate }),
  withoutEmail: profileUpdateSchema.omit({ email: true }).extend({ birth_date: birthDate }),
};
type FormInput = z.input<typeof schemas.withEmail>;
type FormValues = z.output<typeof schemas.withEmail>;

function formValuesOf(profile: Profile, withEmail: boolean): FormInput {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    birth_date: profile.birth_date ? dayjs(profile.birth_date) : null,
    ...(withEmail ? { email: profile.email ?? '' } : {}),
  } as FormInput;
}

/**
 * Name; for teachers also e-mail and birth date. A child is asked for no more than her name (the
 * minimum the LGPD asks of data about children), so her form has neither.
 */
export function ProfileForm({ profile, size = 'regular' }: { profile: Profile; size?: FormSize }) {
  const withEmail = profile.is_teacher;
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateProfile();
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(withEmail ? schemas.withEmail : (schemas.withoutEmail as typeof schemas.withEmail)),
    defaultValues: formValuesOf(profile, withEmail),
  });
  const { register, control } = form;
  const { errors } = form.formState;
  const sx = fieldSx(size);
  // A new e-mail takes over the login, so the server asks for the current password.
  const email = useWatch({ control, name: 'email' }) ?? '';
  const emailChanged = withEmail && email.trim().toLowerCase() !== (profile.email ?? '');

  const { submit, formError } = useServerSubmit(
    form,
    ({ current_password: currentPassword, ...rest }, callbacks) =>
      update.mutate(emailChanged ? { ...rest, current_password: currentPassword } : rest, callbacks),
    {
      fields: ['first_name', 'last_name', 'email', 'birth_date', 'current_password'],
      fallback: 'Não foi possível salvar seus dados. Tente novamente.',
      onSuccess: (saved: Profile) => {
        form.reset(formValuesOf(saved, withEmail));
        enqueueSnackbar('Dados atualizados.', { variant: 'success' });
      },
    },
  );

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <PersonNameFields
          registered={registerPersonName(register)}
          errors={errors}
          idPrefix="perfil"
          sx={sx}
        />
      </Stack>
      {withEmail && (
        <TextField
          {...fieldWithError(register, errors, 'email', 'Você usa este e-mail para entrar na Aula.')}
          id="perfil-email"
          label="E-mail"
          type="email"
          autoComplete="email"
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
          required
          fullWidth
        />
      )}
      {emailChanged && (
        <PasswordField
          {...fieldWithError(
            register,
            errors,
            'current_password',
            'Para trocar o e-mail, confirme sua senha. Avisaremos o endereço antigo.',
          )}
          id="perfil-senha-atual"
          label="Senha atual"
          autoComplete="current-password"
          required
          fullWidth
        />
      )}
      {withEmail && (
        <Controller
          control={control}
          name="birth_date"
          render={({ field, fieldState }) => (
            <LazyDatePicker
              label="Data de nascimento"
              value={field.value}
              onChange={(value) => field.onChange(value)}
              inputRef={field.ref}
              disableFuture
              minDate={MIN_BIRTH_DATE}
              openTo="year"
              views={['year', 'month', 'day']}
              slotProps={{
                textField: {
                  id: 'perfil-nascimento',
                  onBlur: field.onBlur,
                  error: Boolean(fieldState.error),
                  helperText: fieldState.error?.message ?? 'Opcional.',
                  fullWidth: true,
                  sx,
                },
                field: { clearable: true },
              }}
            />
          )}
        />
      )}
      <AccountFormFooter error={formError} pending={update.isPending} label="Salvar alterações" size={size} />
    </Stack>
  );
}

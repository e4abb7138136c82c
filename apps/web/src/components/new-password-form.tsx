import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { applyServerErrors, fieldWithError } from '@/lib/form-errors';
import { newPasswordSchema, type NewPasswordValues } from '@/lib/password-confirmation';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

/**
 * A new password typed twice, with the strength meter. `onSubmit` saves it; when it throws, the
 * server's field messages go under the fields and anything else shows as `failureMessage`.
 */
export function NewPasswordForm({
  idPrefix,
  passwordLabel,
  confirmationLabel,
  submitLabel,
  failureMessage,
  onSubmit,
  fieldSx,
  before,
  after,
}: {
  idPrefix: string;
  passwordLabel: string;
  confirmationLabel: string;
  submitLabel: string;
  failureMessage: string;
  onSubmit: (password: string) => Promise<void>;
  fieldSx?: SxProps<Theme>;
  /** Inside the form, above the fields (a heading, a line of help). */
  before?: ReactNode;
  /** Inside the form, under the submit button (another way out). */
  after?: ReactNode;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, control, formState } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const { errors, isSubmitting } = formState;
  const password = useWatch({ control, name: 'password' });

  const submit = handleSubmit(async ({ password: value }) => {
    setFormError(null);
    try {
      await onSubmit(value);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['password'], failureMessage));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
      {before}
      <div>
        <PasswordField
          {...fieldWithError(register, errors, 'password')}
          id={idPrefix}
          label={passwordLabel}
          autoComplete="new-password"
          required
          fullWidth
          sx={fieldSx}
        />
        <PasswordStrengthMeter password={password} />
      </div>
      <PasswordField
        {...fieldWithError(register, errors, 'confirmation')}
        id={`${idPrefix}-confirmacao`}
        label={confirmationLabel}
        autoComplete="new-password"
        required
        fullWidth
        sx={fieldSx}
      />
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
        {isSubmitting ? 'Salvando…' : submitLabel}
      </Button>
      {after}
    </Stack>
  );
}

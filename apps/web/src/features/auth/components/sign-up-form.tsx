import { spaRoutes, teacherSignUpRequestSchema } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { TextField } from '@/components/text-field';
import { FormError } from '@/components/form-error';
import { PasswordField } from '@/components/password-field';
import { PasswordStrengthMeter } from '@/components/password-strength-meter';
import { PersonNameFields, registerPersonName } from '@/components/person-name-fields';
import { NewTabLink } from '@/components/new-tab-link';
import { PrerenderedPart } from '@/components/prerendered-part';
import { preloadRecaptcha } from '@/lib/recaptcha';
import { useSnackbar } from '@/lib/toast';
import { useServerSubmit } from '@/lib/use-server-submit';
import { fieldWithError } from '@/lib/form-errors';
import { useTeacherSignUp } from '../api/sign-up';

const formSchema = teacherSignUpRequestSchema.omit({ recaptcha: true }).extend({
  // A checkbox starts unticked; the contract's literal(true) then says why it must be ticked.
  accepted_terms: z.boolean().pipe(teacherSignUpRequestSchema.shape.accepted_terms),
});
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

const fields = ['first_name', 'last_name', 'email', 'password', 'accepted_terms'] as const;

/** The documents open beside the form, so reading them does not lose what was typed. */
export function SignUpForm() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const signUp = useTeacherSignUp();
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { first_name: '', last_name: '', email: '', password: '', accepted_terms: false },
  });
  const { register, control } = form;
  const { errors } = form.formState;
  const [password = '', firstName = '', lastName = '', email = ''] = useWatch({
    control,
    name: ['password', 'first_name', 'last_name', 'email'],
  });

  useEffect(preloadRecaptcha, []);

  const { submit, formError } = useServerSubmit(form, signUp.mutate, {
    fields,
    fallback: 'Não foi possível criar sua conta.',
    onSuccess: (path) => {
      enqueueSnackbar('Conta criada! Boas-vindas à Aula.', { variant: 'success' });
      void navigate(path, { replace: true });
    },
  });

  return (
    // A gap rather than Stack's margins: the parts below are `display: contents`, their fields the items.
    <Stack component="form" noValidate spacing={2.5} useFlexGap onSubmit={submit}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <PersonNameFields registered={registerPersonName(register)} errors={errors} idPrefix="cadastro" />
      </Stack>
      {/* The form is drawn in parts, a task each: all of it at once held a phone's processor ~150 ms. */}
      <PrerenderedPart name="form-email">
        <TextField
          {...fieldWithError(register, errors, 'email')}
          id="cadastro-email"
          label="E-mail"
          type="email"
          autoComplete="email"
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
          required
          fullWidth
        />
      </PrerenderedPart>
      <PrerenderedPart name="form-password">
        <div>
          <PasswordField
            {...fieldWithError(register, errors, 'password')}
            id="cadastro-senha"
            label="Senha"
            autoComplete="new-password"
            required
            fullWidth
          />
          <PasswordStrengthMeter password={password} personal={[firstName, lastName, email]} />
        </div>
      </PrerenderedPart>
      <PrerenderedPart name="form-submit">
        <Controller
          control={control}
          name="accepted_terms"
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)} required>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    slotProps={{
                      input: {
                        'aria-describedby': fieldState.error ? 'cadastro-termos-erro' : undefined,
                        'aria-invalid': Boolean(fieldState.error),
                      } as object,
                    }}
                  />
                }
                label={
                  <>
                    Li e aceito os <NewTabLink to={spaRoutes.termsOfUse}>Termos de Uso</NewTabLink> e a{' '}
                    <NewTabLink to={spaRoutes.privacyPolicy}>Política de Privacidade</NewTabLink>.
                  </>
                }
              />
              {fieldState.error && (
                <FormHelperText id="cadastro-termos-erro">{fieldState.error.message}</FormHelperText>
              )}
            </FormControl>
          )}
        />
        <FormError message={formError} />
        <Button type="submit" variant="contained" size="large" disabled={signUp.isPending} fullWidth>
          {signUp.isPending ? 'Criando sua conta…' : 'Criar conta'}
        </Button>
      </PrerenderedPart>
    </Stack>
  );
}

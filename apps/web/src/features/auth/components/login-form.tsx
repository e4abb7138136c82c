import { loginRequestSchema } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { TextField } from '@/components/text-field';
import { PasswordField } from '@/components/password-field';
import { preloadRecaptcha } from '@/lib/recaptcha';
import { fieldWithError } from '@/lib/form-errors';
import { useLogin, type LoginKind } from '../api/login';
import { loginErrorMessage } from '../login-error';

const credentialsSchema = loginRequestSchema.omit({ recaptcha: true });
const formSchemas = {
  teacher: credentialsSchema.extend({
    username: z.string().trim().min(1, 'Informe o e-mail.').pipe(z.email('Informe um e-mail válido.')),
  }),
  student: credentialsSchema,
};
type FormInput = z.input<typeof credentialsSchema>;
type FormValues = z.output<typeof credentialsSchema>;

const texts = {
  teacher: { username: 'E-mail', autoComplete: 'email', type: 'email', inputMode: 'email' },
  student: { username: 'Usuário', autoComplete: 'username', type: 'text', inputMode: 'text' },
} as const;

export function LoginForm({ kind }: { kind: LoginKind }) {
  const navigate = useNavigate();
  const loginMutation = useLogin(kind);
  const { register, handleSubmit, formState } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchemas[kind]),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = formState;
  const text = texts[kind];
  const idPrefix = `login-${kind}`;

  useEffect(preloadRecaptcha, []);

  const submit = handleSubmit((values) =>
    loginMutation.mutate(values, { onSuccess: (path) => void navigate(path, { replace: true }) }),
  );

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
      <TextField
        {...fieldWithError(register, errors, 'username')}
        id={`${idPrefix}-username`}
        label={text.username}
        type={text.type}
        autoComplete={text.autoComplete}
        slotProps={{ htmlInput: { inputMode: text.inputMode, autoCapitalize: 'none', spellCheck: false } }}
        required
        fullWidth
      />
      <PasswordField
        {...fieldWithError(register, errors, 'password')}
        id={`${idPrefix}-password`}
        label="Senha"
        autoComplete="current-password"
        required
        fullWidth
      />
      {loginMutation.isError && (
        <Alert severity="error" role="alert">
          {loginErrorMessage(loginMutation.error, kind)}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={loginMutation.isPending} fullWidth>
        {loginMutation.isPending ? 'Entrando…' : 'Entrar'}
      </Button>
    </Stack>
  );
}

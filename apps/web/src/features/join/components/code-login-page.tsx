import { loginRequestSchema, type Profile, type PublicClassroom } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { TextField } from '@/components/text-field';
import { PasswordField } from '@/components/password-field';
import { profileQueryOptions } from '@/lib/profile';
import { preloadRecaptcha } from '@/lib/recaptcha';
import { useSession } from '@/lib/use-session';
import { errorMessage } from '@/lib/error-message';
import { fieldWithError } from '@/lib/form-errors';
import { useStudentLogin } from '../api/join';
import { studentLoginErrorMessage } from '../errors';
import { CardCodeForm } from './card-code-form';
import { BigSubmitButton, bigField } from './big-form';
import { ClassroomBadge } from './classroom-badge';
import { CodePageHeader } from './code-page-header';
import { CodeLoading, CodeProblem } from './code-status';
import { FirstPasswordForm } from './first-password-form';
import { codePath, useCodeClassroom } from '../hooks/use-code-classroom';
import { needsNames, useJoinClassroom } from '../hooks/use-join-classroom';

const credentialsSchema = loginRequestSchema.omit({ recaptcha: true });
type FormInput = z.input<typeof credentialsSchema>;
type FormValues = z.output<typeof credentialsSchema>;

function CodeLogin({ classroom, code }: { classroom: PublicClassroom; code: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const login = useStudentLogin();
  const joining = useJoinClassroom(code);
  const [stage, setStage] = useState<'form' | 'password'>('form');
  const [afterPasswordError, setAfterPasswordError] = useState<unknown>(null);
  const { register, handleSubmit, formState } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = formState;

  useEffect(preloadRecaptcha, []);

  const proceed = (profile: Profile | null) => {
    // No profile: the server refused it until the temporary password is replaced.
    if (!profile || profile.must_change_password) setStage('password');
    else if (needsNames(profile)) void navigate(codePath(code, 'missingData'), { replace: true });
    else joining.join(classroom.id);
  };

  if (stage === 'password') {
    return (
      <>
        <ClassroomBadge classroom={classroom} />
        <FirstPasswordForm
          onDone={() => {
            setAfterPasswordError(null);
            queryClient.fetchQuery(profileQueryOptions()).then(proceed, setAfterPasswordError);
          }}
        />
        {Boolean(afterPasswordError ?? joining.error) && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {errorMessage(
              afterPasswordError ?? joining.error,
              'Não deu para entrar na turma. Tente de novo.',
            )}
          </Alert>
        )}
      </>
    );
  }

  const submit = handleSubmit(async (values) => {
    // Awaited rather than an onSuccess callback: logging in resets the query client underneath.
    const session = await login.mutateAsync(values).catch(() => null);
    if (session) proceed(session.profile);
  });
  const busy = login.isPending || joining.pending;

  return (
    <>
      <CodePageHeader title="Entrar na turma">Use o usuário e a senha da sua conta de aluno.</CodePageHeader>
      <ClassroomBadge classroom={classroom} />
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
        <TextField
          {...fieldWithError(register, errors, 'username')}
          id="turma-login-usuario"
          label="Usuário"
          autoComplete="username"
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
          required
          fullWidth
          sx={bigField}
        />
        <PasswordField
          {...fieldWithError(register, errors, 'password')}
          id="turma-login-senha"
          label="Senha"
          autoComplete="current-password"
          required
          fullWidth
          sx={bigField}
        />
        {login.isError && (
          <Alert severity="error" role="alert">
            {studentLoginErrorMessage(login.error)}
          </Alert>
        )}
        {Boolean(joining.error) && (
          <Alert severity="error" role="alert">
            {errorMessage(joining.error, 'Não deu para entrar na turma. Tente de novo.')}
          </Alert>
        )}
        <BigSubmitButton busy={busy} label="Entrar" busyLabel="Entrando…" />
      </Stack>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        Não tem conta?{' '}
        <Link component={RouterLink} to={codePath(code, 'signup')}>
          Criar conta
        </Link>
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, textAlign: 'center', color: 'text.secondary' }}>
        Esqueceu a senha? Peça ao professor ou à professora para criar uma nova.
      </Typography>
      <CardCodeForm code={code} />
    </>
  );
}

/** /code/:classroomCode/login — a student logs in and joins in one go. */
export function CodeLoginPage() {
  const { code, query, classroom } = useCodeClassroom();
  const { loggedIn, roles } = useSession();
  // Already signed in as a student on arrival: only the confirmation is left. (Not after logging in
  // here, which goes on to join by itself.)
  const [arrivedAsStudent] = useState(() => loggedIn && roles?.isStudent === true);
  if (arrivedAsStudent) return <Navigate to={codePath(code, 'join')} replace />;
  if (classroom) return <CodeLogin classroom={classroom} code={code} />;
  if (query.isError) return <CodeProblem error={query.error} code={code} />;
  return <CodeLoading />;
}

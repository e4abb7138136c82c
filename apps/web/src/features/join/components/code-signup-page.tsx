import { routePath, spaRoutes, studentSignUpSchema, type PublicClassroom } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { z } from 'zod';
import { TextField } from '@/components/text-field';
import { NewTabLink } from '@/components/new-tab-link';
import { PasswordField } from '@/components/password-field';
import { PersonNameFields, registerPersonName } from '@/components/person-name-fields';
import { PasswordStrengthMeter } from '@/components/password-strength-meter';
import { isStudentLimitError } from '@/lib/error-message';
import { applyServerErrors, fieldWithError } from '@/lib/form-errors';
import { preloadRecaptcha } from '@/lib/recaptcha';
import { useSnackbar } from '@/lib/toast';
import { useStudentSignUp } from '../api/join';
import { suggestUsername } from '../username-suggestion';
import { BigSubmitButton, bigField } from './big-form';
import { ClassroomBadge } from './classroom-badge';
import { CodePageHeader } from './code-page-header';
import { CodeLoading, CodeProblem } from './code-status';
import { codePath, useCodeClassroom } from '../hooks/use-code-classroom';

const formSchema = studentSignUpSchema.omit({ classroom_code: true, recaptcha: true });
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;
const fields = ['first_name', 'last_name', 'username', 'password'] as const;

/** The teacher's plan is full: said to the child without talk of plans or prices. */
const CLASSROOM_FULL_MESSAGE =
  'Esta turma não está aceitando alunos novos agora. Avise o professor ou a professora para liberar mais vagas.';

function CodeSignUp({ classroom, code }: { classroom: PublicClassroom; code: string }) {
  const signUp = useStudentSignUp();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, setValue, control, formState, getFieldState } = useForm<
    FormInput,
    unknown,
    FormValues
  >({
    resolver: zodResolver(formSchema),
    defaultValues: { first_name: '', last_name: '', username: '', password: '' },
  });
  const { errors } = formState;
  const [firstName = '', lastName = '', password = '', username = ''] = useWatch({
    control,
    name: ['first_name', 'last_name', 'password', 'username'],
  });

  useEffect(preloadRecaptcha, []);

  // Until the child edits it, the username follows the name ("ana.souza").
  const suggestion = suggestUsername(firstName, lastName);
  useEffect(() => {
    if (!getFieldState('username').isDirty) setValue('username', suggestion);
  }, [suggestion, getFieldState, setValue]);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      // Awaited rather than an onSuccess callback: signing in resets the query client underneath.
      await signUp.mutateAsync({ ...values, classroom_code: code });
    } catch (error) {
      setFormError(
        isStudentLimitError(error)
          ? CLASSROOM_FULL_MESSAGE
          : applyServerErrors(error, setError, fields, 'Não deu para criar a conta. Tente de novo.'),
      );
      return;
    }
    enqueueSnackbar(`Conta criada! Boas-vindas à turma ${classroom.name}.`, { variant: 'success' });
    void navigate(routePath(spaRoutes.studentClassroom, { id: classroom.id }), { replace: true });
  });

  return (
    <>
      <CodePageHeader title="Criar conta de aluno" />
      <ClassroomBadge classroom={classroom} />
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
        <PersonNameFields
          registered={registerPersonName(register)}
          errors={errors}
          idPrefix="cadastro-aluno"
          labels={['Seu nome', 'Seu sobrenome']}
          sx={bigField}
        />
        <TextField
          {...register('username', { setValueAs: (value: string) => value.trim().toLowerCase() })}
          id="cadastro-aluno-usuario"
          label="Usuário (para entrar)"
          autoComplete="username"
          error={Boolean(errors.username)}
          helperText={
            errors.username?.message ?? 'Letras sem acento, números, ponto ou sublinhado. Guarde bem!'
          }
          slotProps={{
            htmlInput: { autoCapitalize: 'none', spellCheck: false },
            inputLabel: { shrink: username !== '' || undefined },
          }}
          required
          fullWidth
          sx={bigField}
        />
        <div>
          <PasswordField
            {...fieldWithError(register, errors, 'password')}
            id="cadastro-aluno-senha"
            label="Crie uma senha"
            autoComplete="new-password"
            required
            fullWidth
            sx={bigField}
          />
          <PasswordStrengthMeter password={password} personal={[firstName, lastName, username]} />
        </div>
        {formError && (
          <Alert severity={isStudentLimitError(signUp.error) ? 'warning' : 'error'} role="alert">
            {formError}
          </Alert>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Ao criar a conta, você aceita os <NewTabLink to={spaRoutes.termsOfUse}>Termos de Uso</NewTabLink> e
          a <NewTabLink to={spaRoutes.privacyPolicy}>Política de Privacidade</NewTabLink>.
        </Typography>
        <BigSubmitButton
          busy={signUp.isPending}
          label="Criar conta e entrar na turma"
          busyLabel="Criando conta…"
        />
      </Stack>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        Já tem conta?{' '}
        <Link component={RouterLink} to={codePath(code, 'login')}>
          Entrar
        </Link>
      </Typography>
    </>
  );
}

/** /code/:classroomCode/signup — a child creates an account and is already in the classroom. */
export function CodeSignUpPage() {
  const { code, query, classroom } = useCodeClassroom();
  if (classroom) return <CodeSignUp classroom={classroom} code={code} />;
  if (query.isError) return <CodeProblem error={query.error} code={code} />;
  return <CodeLoading />;
}

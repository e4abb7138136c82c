import { profileUpdateSchema, type Profile, type PublicClassroom } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { applyServerErrors } from '@/lib/form-errors';
import { useProfile } from '@/lib/profile';
import { useSession } from '@/lib/use-session';
import { errorMessage } from '@/lib/error-message';
import { useCompleteProfile } from '../../api/join';
import { ClassroomBadge } from './classroom-badge';
import { CodePageHeader } from './code-page-header';
import { CodeLoading, CodeProblem } from './code-status';
import { codePath, useCodeClassroom } from './use-code-classroom';

const namesSchema = profileUpdateSchema.pick({ first_name: true, last_name: true });
type FormInput = z.input<typeof namesSchema>;
type FormValues = z.output<typeof namesSchema>;

const bigField = {
  '& .MuiInputBase-input': { fontSize: '1.125rem', py: 1.25 },
  '& .MuiInputLabel-root': { fontSize: '1.125rem' },
};

function NamesForm({
  classroom,
  code,
  profile,
}: {
  classroom: PublicClassroom;
  code: string;
  profile: Profile;
}) {
  const save = useCompleteProfile();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(namesSchema),
    defaultValues: { first_name: profile.first_name, last_name: profile.last_name },
  });
  const { errors } = formState;

  const submit = handleSubmit((values) => {
    setFormError(null);
    save.mutate(values, {
      onSuccess: () => void navigate(codePath(code, 'join'), { replace: true }),
      onError: (error) =>
        setFormError(
          applyServerErrors(
            error,
            setError,
            ['first_name', 'last_name'],
            'Não deu para salvar. Tente de novo.',
          ),
        ),
    });
  });

  return (
    <>
      <CodePageHeader title="Complete seu nome">
        Antes de entrar na turma, conte quem você é para o professor ou a professora.
      </CodePageHeader>
      <ClassroomBadge classroom={classroom} />
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
        <TextField
          {...register('first_name')}
          id="dados-nome"
          label="Seu nome"
          autoComplete="given-name"
          error={Boolean(errors.first_name)}
          helperText={errors.first_name?.message}
          required
          fullWidth
          sx={bigField}
        />
        <TextField
          {...register('last_name')}
          id="dados-sobrenome"
          label="Seu sobrenome"
          autoComplete="family-name"
          error={Boolean(errors.last_name)}
          helperText={errors.last_name?.message}
          required
          fullWidth
          sx={bigField}
        />
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={save.isPending}
          fullWidth
          sx={{ py: 1.5, fontSize: '1.1rem' }}
        >
          {save.isPending ? 'Salvando…' : 'Continuar'}
        </Button>
      </Stack>
    </>
  );
}

/** /code/:classroomCode/missing-data — first and last name, when the account lacks them. */
export function CodeMissingDataPage() {
  const { code, query, classroom } = useCodeClassroom();
  const { loggedIn } = useSession();
  const profile = useProfile();
  if (!loggedIn) return <Navigate to={codePath(code, 'login')} replace />;
  if (!classroom && query.isError) return <CodeProblem error={query.error} code={code} />;
  if (profile.isError) {
    return <Alert severity="error">{errorMessage(profile.error, 'Não deu para carregar sua conta.')}</Alert>;
  }
  if (!classroom || !profile.data) return <CodeLoading />;
  return <NamesForm classroom={classroom} code={code} profile={profile.data} />;
}

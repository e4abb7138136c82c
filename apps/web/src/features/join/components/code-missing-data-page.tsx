import { profileUpdateSchema, type Profile, type PublicClassroom } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormError } from '@/components/form-error';
import { PersonNameFields, registerPersonName } from '@/components/person-name-fields';
import { useProfile } from '@/lib/profile';
import { useServerSubmit } from '@/lib/use-server-submit';
import { useSession } from '@/lib/use-session';
import { errorMessage } from '@/lib/error-message';
import { useCompleteProfile } from '../api/join';
import { BigSubmitButton, bigField } from './big-form';
import { ClassroomBadge } from './classroom-badge';
import { CodePageHeader } from './code-page-header';
import { CodeLoading, CodeProblem } from './code-status';
import { codePath, useCodeClassroom } from '../hooks/use-code-classroom';

const namesSchema = profileUpdateSchema.pick({ first_name: true, last_name: true });
type FormInput = z.input<typeof namesSchema>;
type FormValues = z.output<typeof namesSchema>;

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
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(namesSchema),
    defaultValues: { first_name: profile.first_name, last_name: profile.last_name },
  });
  const { submit, formError } = useServerSubmit(form, save.mutate, {
    fields: ['first_name', 'last_name'],
    fallback: 'Não deu para salvar. Tente de novo.',
    onSuccess: () => void navigate(codePath(code, 'join'), { replace: true }),
  });

  return (
    <>
      <CodePageHeader title="Complete seu nome">
        Antes de entrar na turma, conte quem você é para o professor ou a professora.
      </CodePageHeader>
      <ClassroomBadge classroom={classroom} />
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
        <PersonNameFields
          registered={registerPersonName(form.register)}
          errors={form.formState.errors}
          idPrefix="dados"
          labels={['Seu nome', 'Seu sobrenome']}
          sx={bigField}
        />
        <FormError message={formError} />
        <BigSubmitButton busy={save.isPending} label="Continuar" busyLabel="Salvando…" />
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

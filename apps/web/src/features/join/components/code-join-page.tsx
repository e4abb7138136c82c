import { routePath, spaRoutes, type PublicClassroom } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Link as RouterLink } from 'react-router';
import { logout } from '@/lib/auth';
import { fullNameOf, profileQueryKey, useProfile } from '@/lib/profile';
import { useSession } from '@/lib/use-session';
import { errorMessage } from '@/lib/error-message';
import { useMyClassrooms } from '@/lib/student-classrooms';
import { ClassroomBadge } from './classroom-badge';
import { CodePageHeader } from './code-page-header';
import { CodeLoading, CodeProblem } from './code-status';
import { FirstPasswordForm } from './first-password-form';
import { codePath, useCodeClassroom } from '../hooks/use-code-classroom';
import { needsNames, useJoinClassroom } from '../hooks/use-join-classroom';

function ConfirmJoin({ classroom, code }: { classroom: PublicClassroom; code: string }) {
  const { passwordChangeRequired, roles } = useSession();
  const profile = useProfile();
  const queryClient = useQueryClient();
  const joining = useJoinClassroom(code);
  const mine = useMyClassrooms({ enabled: roles?.isStudent === true });

  if (roles && !roles.isStudent) {
    return (
      <>
        <CodePageHeader title="Entrar na turma" />
        <ClassroomBadge classroom={classroom} />
        <Alert severity="info" sx={{ mb: 2 }}>
          Só alunos entram em turmas. Você está conectado com uma conta de professor.
        </Alert>
        <Button onClick={logout} variant="contained" size="large" fullWidth>
          Sair e entrar como aluno
        </Button>
      </>
    );
  }
  if (passwordChangeRequired || profile.data?.must_change_password) {
    return (
      <>
        <ClassroomBadge classroom={classroom} />
        <FirstPasswordForm onDone={() => void queryClient.invalidateQueries({ queryKey: profileQueryKey })} />
      </>
    );
  }
  if (profile.isPending || mine.isLoading) return <CodeLoading />;
  if (profile.isError) {
    return <Alert severity="error">{errorMessage(profile.error, 'Não deu para carregar sua conta.')}</Alert>;
  }
  if (needsNames(profile.data)) return <Navigate to={codePath(code, 'missingData')} replace />;
  if (mine.data?.results.some((room) => room.id === classroom.id)) {
    return (
      <>
        <CodePageHeader title="Você já está nesta turma">
          Olá, {profile.data.first_name}! Esta turma já é sua.
        </CodePageHeader>
        <ClassroomBadge classroom={classroom} />
        <Button
          variant="contained"
          size="large"
          fullWidth
          component={RouterLink}
          to={routePath(spaRoutes.studentClassroom, { id: classroom.id })}
          sx={{ py: 1.75, fontSize: '1.2rem' }}
        >
          Abrir a turma
        </Button>
      </>
    );
  }

  return (
    <>
      <CodePageHeader title="Entrar na turma?">
        Olá, {profile.data.first_name}! Confira se esta é a sua turma:
      </CodePageHeader>
      <ClassroomBadge classroom={classroom} />
      <Stack spacing={1.5}>
        {Boolean(joining.error) && (
          <Alert severity="error" role="alert">
            {errorMessage(joining.error, 'Não deu para entrar na turma. Tente de novo.')}
          </Alert>
        )}
        <Button
          variant="contained"
          size="large"
          fullWidth
          disabled={joining.pending}
          onClick={() => joining.join(classroom.id)}
          sx={{ py: 1.75, fontSize: '1.2rem' }}
        >
          {joining.pending ? 'Entrando…' : 'Sim, entrar na turma'}
        </Button>
        <Button onClick={logout} size="large" fullWidth>
          Não sou {fullNameOf(profile.data)} — sair
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary', textAlign: 'center' }}>
        Na turma você vê as aulas escolhidas para ela.
      </Typography>
    </>
  );
}

/** /code/:classroomCode/join — a logged-in student confirms, seeing the class name first. */
export function CodeJoinPage() {
  const { code, query, classroom } = useCodeClassroom();
  const { loggedIn } = useSession();
  if (!loggedIn) return <Navigate to={codePath(code, 'login')} replace />;
  if (classroom) return <ConfirmJoin classroom={classroom} code={code} />;
  if (query.isError) return <CodeProblem error={query.error} code={code} />;
  return <CodeLoading />;
}

import { spaRoutes, type PublicClassroom } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink } from 'react-router';
import { logout } from '@/lib/auth';
import { useProfile } from '@/lib/profile';
import { useSession } from '@/lib/use-session';
import { CodeLoading, CodeProblem } from './code-status';
import { StandalonePage } from './standalone-page';
import { codePath, useCodeClassroom } from '../hooks/use-code-classroom';
import { needsNames } from '../hooks/use-join-classroom';

const bigButton = { py: 1.75, fontSize: '1.2rem', borderRadius: 3 } as const;

function Choices({ classroom, code }: { classroom: PublicClassroom; code: string }) {
  const { loggedIn, roles } = useSession();
  const profile = useProfile();

  // A signed-in student is asked once, on the join page ("Entrar na turma?"), not here too.
  if (loggedIn && roles?.isStudent && profile.data) {
    const next = needsNames(profile.data) ? codePath(code, 'missingData') : codePath(code, 'join');
    return <Navigate to={next} replace />;
  }
  if (loggedIn && roles && !roles.isStudent) {
    return (
      <Stack spacing={2}>
        <Alert severity="info">
          Você está conectado com uma conta de professor. Para entrar na turma {classroom.name}, use uma conta
          de aluno.
        </Alert>
        <Button onClick={logout} variant="contained" size="large" sx={bigButton}>
          Sair e entrar como aluno
        </Button>
        <Button component={RouterLink} to={spaRoutes.home} size="large">
          Voltar para o início
        </Button>
      </Stack>
    );
  }
  if (loggedIn && (profile.isPending || !roles)) return <CodeLoading />;

  return (
    <Stack spacing={2}>
      <Button
        component={RouterLink}
        to={codePath(code, 'login')}
        variant="contained"
        size="large"
        sx={bigButton}
      >
        Já tenho conta
      </Button>
      <Button
        component={RouterLink}
        to={codePath(code, 'signup')}
        variant="outlined"
        size="large"
        sx={{ ...bigButton, borderWidth: 2 }}
      >
        Criar conta
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', pt: 1 }}>
        Seu professor já te deu um usuário e uma senha? Escolha “Já tenho conta”.
      </Typography>
    </Stack>
  );
}

/** /code/:classroomCode — the invitation: which classroom, whose, and how to get in. */
export function CodeLandingPage() {
  const { code, query, classroom } = useCodeClassroom();
  return (
    <StandalonePage>
      {!classroom ? (
        query.isError ? (
          <CodeProblem error={query.error} code={code} />
        ) : (
          <CodeLoading />
        )
      ) : (
        <>
          <title>{`Turma ${classroom.name} | Aula`}</title>
          <Typography
            sx={{
              color: 'primary.main',
              fontWeight: 700,
              textTransform: 'uppercase',
              letterSpacing: '0.08em',
            }}
          >
            Convite para a turma
          </Typography>
          <Typography
            variant="h3"
            component="h1"
            sx={{ fontWeight: 800, fontSize: { xs: '2rem', sm: '2.5rem' }, mt: 1, overflowWrap: 'anywhere' }}
          >
            {classroom.name}
          </Typography>
          <Typography sx={{ fontSize: '1.15rem', color: 'text.secondary', mt: 1, mb: 4 }}>
            Professor(a): <strong>{classroom.teacher_name}</strong>
          </Typography>
          <Choices classroom={classroom} code={code} />
        </>
      )}
    </StandalonePage>
  );
}

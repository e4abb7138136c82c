import { spaRoutes, TOKEN_INVALID_CODE } from '@aula/contracts';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { revealToken } from '@/lib/url-secrets';
import { loginWithToken } from '../api/join';
import { StandalonePage } from './standalone-page';
import { codePath, useCodeClassroom } from '../hooks/use-code-classroom';

/**
 * The token works once, so a given token is sent at most once per page load (React's development
 * double effects and re-renders share the same attempt).
 */
const attempts = new Map<string, Promise<string>>();

/**
 * Signs in, then goes to her "Para fazer" (the top of the student's home) rather than the class's
 * lesson list: what a child who scans her card needs first is what she has to do.
 */
async function signInWithToken(queryClient: QueryClient, token: string): Promise<string> {
  await loginWithToken(queryClient, token);
  return spaRoutes.studentHome;
}

function Problem({ code, error }: { code: string; error: unknown }) {
  const spent = error === 'missing' || (error instanceof ApiError && error.code === TOKEN_INVALID_CODE);
  return (
    <>
      <title>Link de acesso inválido | Aula</title>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {spent ? 'Este link não funciona mais' : 'Não deu para entrar'}
      </Typography>
      <Typography sx={{ mt: 1.5, mb: 3, color: 'text.secondary', fontSize: '1.1rem' }}>
        {spent
          ? 'Este link ou cartão foi trocado por um novo ou já foi usado. Entre com seu usuário e senha, ou peça um cartão novo ao professor ou à professora.'
          : errorMessage(error, 'Verifique sua internet e tente de novo.')}
      </Typography>
      <Stack spacing={1.5}>
        <Button
          component={RouterLink}
          to={codePath(code, 'login')}
          variant="contained"
          size="large"
          sx={{ py: 1.5, fontSize: '1.1rem' }}
        >
          Entrar com usuário e senha
        </Button>
        <Button component={RouterLink} to={spaRoutes.home} size="large">
          Voltar para o início
        </Button>
      </Stack>
    </>
  );
}

/**
 * /code/:classroomCode/student-login-token?token=… — the QR code on a login card. Signs the student in
 * and opens the classroom. A one-time link leaves the first-password step to the student area; a
 * personal card link ("Entrada por cartão") never asks for a password.
 */
export function CodeTokenLoginPage() {
  const { code } = useCodeClassroom();
  const [params] = useSearchParams();
  const token = revealToken(useLocation().pathname, params.get('token'));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<unknown>(token ? null : 'missing');

  useEffect(() => {
    if (!token) return;
    let active = true;
    let attempt = attempts.get(token);
    if (!attempt) {
      attempt = signInWithToken(queryClient, token);
      attempts.set(token, attempt);
    }
    attempt.then(
      (path) => {
        if (active) void navigate(path, { replace: true });
      },
      (reason: unknown) => {
        if (active) setError(reason);
      },
    );
    return () => {
      active = false;
    };
  }, [token, code, queryClient, navigate]);

  return (
    <StandalonePage>
      {error ? (
        <Problem code={code} error={error} />
      ) : (
        <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 3 }}>
          <title>Entrando | Aula</title>
          <CircularProgress aria-hidden="true" size={48} />
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            Entrando na sua conta…
          </Typography>
        </Stack>
      )}
    </StandalonePage>
  );
}

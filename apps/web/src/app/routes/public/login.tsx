import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useLoaderData, type ShouldRevalidateFunction } from 'react-router';
import { CurrentSessionNotice } from '@/features/auth/components/current-session-notice';
import { LoginPanel } from '@/features/auth/components/login-panel';
import { ACCESS_DENIED_MESSAGE, takeAccessDeniedNotice } from '@/lib/access';
import { AuthPageHeader } from './auth-page-header';

export function loader() {
  return { accessDenied: takeAccessDeniedNotice() };
}

/** Switching tabs (?perfil=aluno) must not drop the access-denied alert. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

export function LoginPage() {
  const { accessDenied } = useLoaderData<typeof loader>();
  return (
    <>
      <AuthPageHeader title="Entrar na Aula" />
      <Stack spacing={2} sx={{ mb: 3, '&:empty': { display: 'none' } }}>
        {accessDenied && (
          <Alert severity="warning" role="alert">
            {ACCESS_DENIED_MESSAGE}
          </Alert>
        )}
        <CurrentSessionNotice />
      </Stack>
      <LoginPanel />
    </>
  );
}

export { LoginPage as Component };

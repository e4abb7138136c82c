import { spaRoutes } from '@aula/contracts';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PasswordResetRequestForm } from '@/features/auth/components/password-reset-request-form';
import { AuthPageHeader } from './auth-page-header';

export function PasswordResetPage() {
  return (
    <>
      <AuthPageHeader title="Esqueceu sua senha?">
        Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha.
      </AuthPageHeader>
      <PasswordResetRequestForm />
      <Stack spacing={1} sx={{ mt: 3, textAlign: 'center' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Estudante? Peça ao professor ou à professora da turma para criar uma nova senha para você.
        </Typography>
        <Link component={RouterLink} to={spaRoutes.login} variant="body2">
          Voltar para o login
        </Link>
      </Stack>
    </>
  );
}

export { PasswordResetPage as Component };

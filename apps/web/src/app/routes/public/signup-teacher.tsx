import { spaRoutes } from '@aula/contracts';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PrerenderedPart } from '@/components/prerendered-part';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { AuthPageHeader } from './auth-page-header';

export function SignUpTeacherPage() {
  return (
    <>
      <AuthPageHeader title="Criar conta de professor">
        Comece grátis: explore planos de aula alinhados à BNCC, organize suas turmas e convide seus alunos.
      </AuthPageHeader>
      <PrerenderedPart name="form">
        <SignUpForm />
      </PrerenderedPart>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        Já tem conta?{' '}
        <Link component={RouterLink} to={spaRoutes.login}>
          Entrar
        </Link>
      </Typography>
    </>
  );
}

export { SignUpTeacherPage as Component };

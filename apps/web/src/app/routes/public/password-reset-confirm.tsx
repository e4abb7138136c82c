import { useLocation, useParams } from 'react-router';
import { revealToken } from '@/lib/url-secrets';
import { PasswordResetConfirm } from '@/features/auth/components/password-reset-confirm';
import { AuthPageHeader } from './auth-page-header';

export function PasswordResetConfirmPage() {
  const { pathname } = useLocation();
  const token = revealToken(pathname, useParams().token);
  return (
    <>
      <AuthPageHeader title="Criar nova senha">
        Escolha uma senha nova para a sua conta. Depois, é só entrar com ela.
      </AuthPageHeader>
      <PasswordResetConfirm key={token} token={token} />
    </>
  );
}

export { PasswordResetConfirmPage as Component };

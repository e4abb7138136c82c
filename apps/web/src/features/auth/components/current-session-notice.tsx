import { spaRoutes } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { homePathFor } from '@/lib/access';
import { fullNameOf, useProfile } from '@/lib/profile';
import { isLoggedIn } from '@/lib/session';
import { useSession } from '@/lib/use-session';

/** On the login screen of someone already logged in (e.g. sent back for lack of permission). */
export function CurrentSessionNotice() {
  // Only for who arrived logged in: not for the moment between a login here and leaving the page.
  const [arrivedLoggedIn] = useState(isLoggedIn);
  const { roles } = useSession();
  const { data: profile } = useProfile();
  if (!arrivedLoggedIn || !profile) return null;
  return (
    <Alert severity="info">
      Você já entrou como <strong>{fullNameOf(profile)}</strong>.{' '}
      <Link component={RouterLink} to={homePathFor(roles)}>
        Ir para a sua página inicial
      </Link>{' '}
      ou{' '}
      <Link component={RouterLink} to={spaRoutes.logout}>
        sair
      </Link>{' '}
      para entrar com outra conta.
    </Alert>
  );
}

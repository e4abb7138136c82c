import { spaRoutes } from '@aula/contracts';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '@/lib/auth';
import { isLoggedIn } from '@/lib/session';
import { useSnackbar } from '@/lib/toast';

export const LOGGED_OUT_MESSAGE = 'Você saiu da sua conta.';

export function LogoutPage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();

  useEffect(() => {
    if (isLoggedIn()) {
      logout();
      enqueueSnackbar(LOGGED_OUT_MESSAGE, { variant: 'success' });
    }
    void navigate(spaRoutes.login, { replace: true });
  }, [navigate, enqueueSnackbar]);

  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
      <title>Saindo | Aula</title>
      <CircularProgress aria-hidden="true" />
      <Typography component="h1" variant="h6">
        Saindo da sua conta…
      </Typography>
    </Stack>
  );
}

export { LogoutPage as Component };

import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { loginPathFor } from '@/lib/access';
import { logout } from '@/lib/auth';
import { isLoggedIn, readRoles } from '@/lib/session';
import { useSnackbar } from '@/lib/toast';

export const LOGGED_OUT_MESSAGE = 'Você saiu da sua conta.';

export function LogoutPage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  // Read once, before logout() clears the role cookie (StrictMode runs the effect twice): a student
  // comes back to the student tab.
  const [loginPath] = useState(() => loginPathFor(readRoles()));

  useEffect(() => {
    if (isLoggedIn()) {
      logout();
      enqueueSnackbar(LOGGED_OUT_MESSAGE, { variant: 'success' });
    }
    void navigate(loginPath, { replace: true });
  }, [navigate, enqueueSnackbar, loginPath]);

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

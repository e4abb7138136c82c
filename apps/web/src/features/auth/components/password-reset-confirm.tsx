import { spaRoutes } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useResetTokenCheck } from '../api/password-reset';
import { PasswordResetConfirmForm } from './password-reset-confirm-form';

function InvalidLink() {
  return (
    <Stack spacing={3}>
      <Alert severity="warning">
        <AlertTitle>Este link não vale mais</AlertTitle>
        Links de redefinição valem por 24 horas e só podem ser usados uma vez. Peça um novo link e use o
        e-mail mais recente.
      </Alert>
      <Button component={RouterLink} to={spaRoutes.passwordReset} variant="contained" size="large" fullWidth>
        Pedir um novo link
      </Button>
    </Stack>
  );
}

/** Checks the e-mailed token before asking for the new password. */
export function PasswordResetConfirm({ token }: { token: string }) {
  const check = useResetTokenCheck(token);
  const [invalid, setInvalid] = useState(false);

  if (check.isPending) {
    return (
      <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress aria-hidden="true" />
        <Typography>Conferindo o link…</Typography>
      </Stack>
    );
  }
  if (invalid || (check.error instanceof ApiError && check.error.status === 404)) return <InvalidLink />;
  if (check.isError) {
    return (
      <Stack spacing={3}>
        <Alert severity="error" role="alert">
          Não foi possível conferir o link agora. Verifique sua conexão e tente novamente.
        </Alert>
        <Button variant="contained" size="large" onClick={() => void check.refetch()} fullWidth>
          Tentar novamente
        </Button>
      </Stack>
    );
  }
  return <PasswordResetConfirmForm token={token} onInvalidToken={() => setInvalid(true)} />;
}

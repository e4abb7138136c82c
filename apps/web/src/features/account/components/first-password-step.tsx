import { spaRoutes } from '@aula/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { Link as RouterLink } from 'react-router';
import { Logo } from '@/components/logo';
import { NewPasswordForm } from '@/components/new-password-form';
import { useSetFirstPassword } from '../api/set-first-password';
import { largeFieldSx } from '../form-size';

/**
 * First login of a student whose account a teacher created: the temporary password must be replaced
 * before anything else, so this takes the whole screen.
 */
export function FirstPasswordStep({ firstName }: { firstName?: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const save = useSetFirstPassword();
  const saveFirstPassword = async (password: string) => {
    await save.mutateAsync(password);
    enqueueSnackbar('Pronto! Sua senha nova foi salva.', { variant: 'success' });
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        bgcolor: '#194fff',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: { xs: 4, sm: 6 },
      }}
    >
      <title>Crie sua senha | Aula</title>
      <Box sx={{ mb: 3 }}>
        <Logo size={40} tone="light" />
      </Box>
      <Paper
        component="main"
        id="conteudo"
        tabIndex={-1}
        elevation={6}
        sx={{ width: '100%', maxWidth: 480, p: { xs: 3, sm: 4 }, borderRadius: 3 }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {firstName ? `Olá, ${firstName}! Crie sua senha` : 'Crie sua senha'}
        </Typography>
        <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>
          A senha que você recebeu do professor é só para o primeiro acesso. Escolha uma senha nova, só sua,
          para entrar nas próximas vezes.
        </Typography>
        <NewPasswordForm
          idPrefix="primeira-senha"
          passwordLabel="Sua senha nova"
          confirmationLabel="Repita a senha nova"
          submitLabel="Salvar minha senha"
          failureMessage="Não foi possível salvar a senha. Tente de novo."
          fieldSx={largeFieldSx}
          onSubmit={saveFirstPassword}
          after={
            <Button component={RouterLink} to={spaRoutes.logout} size="large" fullWidth>
              Sair
            </Button>
          }
        />
      </Paper>
    </Box>
  );
}

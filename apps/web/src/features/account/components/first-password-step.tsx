import { spaRoutes } from '@aula/contracts';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { BrandCardPage } from '@/components/brand-card-page';
import { NewPasswordForm } from '@/components/new-password-form';
import { useSnackbar } from '@/lib/toast';
import { useSetFirstPassword } from '@/lib/use-set-first-password';
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
    <BrandCardPage>
      <title>Crie sua senha | Aula</title>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {firstName ? `Olá, ${firstName}! Crie sua senha` : 'Crie sua senha'}
      </Typography>
      <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>
        A senha que você recebeu é só para o primeiro acesso. Escolha uma senha nova, só sua, para entrar nas
        próximas vezes.
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
    </BrandCardPage>
  );
}

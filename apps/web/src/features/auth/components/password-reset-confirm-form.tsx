import { spaRoutes } from '@aula/contracts';
import { useNavigate } from 'react-router';
import { NewPasswordForm } from '@/components/new-password-form';
import { isNotFound } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { useConfirmPasswordReset } from '../api/password-reset';

const PASSWORD_RESET_DONE_MESSAGE = 'Senha redefinida! Agora entre com a sua nova senha.';

export function PasswordResetConfirmForm({
  token,
  onInvalidToken,
}: {
  token: string;
  onInvalidToken: () => void;
}) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const confirm = useConfirmPasswordReset(token);
  const reset = async (password: string) => {
    try {
      await confirm.mutateAsync(password);
    } catch (error) {
      if (isNotFound(error)) return onInvalidToken();
      throw error;
    }
    enqueueSnackbar(PASSWORD_RESET_DONE_MESSAGE, { variant: 'success' });
    void navigate(spaRoutes.login, { replace: true });
  };
  return (
    <NewPasswordForm
      idPrefix="nova-senha"
      passwordLabel="Nova senha"
      confirmationLabel="Confirme a nova senha"
      submitLabel="Salvar nova senha"
      failureMessage="Não foi possível redefinir a senha. Tente novamente."
      onSubmit={reset}
    />
  );
}

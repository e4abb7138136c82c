import Typography from '@mui/material/Typography';
import { NewPasswordForm } from '@/components/new-password-form';
import { useSetFirstPassword } from '@/lib/use-set-first-password';
import { bigField } from './big-form';

/** Inside the join flow: a student with a temporary password chooses their own before joining. */
export function FirstPasswordForm({ onDone }: { onDone: () => void }) {
  const save = useSetFirstPassword();
  return (
    <NewPasswordForm
      idPrefix="turma-primeira-senha"
      passwordLabel="Sua senha nova"
      confirmationLabel="Repita a senha nova"
      submitLabel="Salvar e continuar"
      failureMessage="Não deu para salvar a senha. Tente de novo."
      fieldSx={bigField}
      onSubmit={async (password) => {
        await save.mutateAsync(password);
        onDone();
      }}
      before={
        <>
          <title>Crie sua senha | Aula</title>
          {/* The whole screen at this step: its heading is the page's. */}
          <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
            Crie sua senha
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: '8px !important' }}>
            A senha que você recebeu é só para a primeira vez. Escolha uma senha nova, só sua.
          </Typography>
        </>
      }
    />
  );
}

import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { plural } from '@/lib/plural';
import { displayUrl, publicUrlFor } from '@/lib/classroom-links';
import { CopyButton } from '@/components/copy-button';
import type { StudentCredentials } from '@/lib/student-credentials';
import { CredentialsTable, credentialsAsText } from './credentials-sheet';
import { PrintDialog } from './print-dialog';

/**
 * Shown once, right after students are created: their usernames and temporary passwords, to print or
 * copy. The passwords cannot be seen again (only reset).
 */
export function CredentialsDialog({
  rows,
  classroomName,
  onClose,
}: {
  rows: readonly StudentCredentials[] | null;
  classroomName?: string;
  onClose: () => void;
}) {
  const list = rows ?? [];
  return (
    <PrintDialog
      open={rows !== null}
      title={
        list.length === 1 ? 'Aluno cadastrado' : plural(list.length, 'aluno cadastrado', 'alunos cadastrados')
      }
      onClose={onClose}
      actions={
        <CopyButton text={credentialsAsText(list)} label="Copiar" done="Usuários e senhas copiados." />
      }
    >
      <Alert severity="warning" className="no-print" sx={{ mb: 3 }}>
        <strong>Anote ou imprima agora:</strong> por segurança, as senhas temporárias não aparecem de novo. No
        primeiro acesso, cada aluno cria a própria senha. Se alguém esquecer, você pode redefinir a senha na
        lista de alunos.
      </Alert>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, mb: 1, color: '#000' }}>
        Acesso à Aula{classroomName ? ` — ${classroomName}` : ''}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2, color: '#333' }}>
        Entre em {displayUrl(publicUrlFor('/login'))}, escolha “Aluno” e use o usuário e a senha abaixo.
      </Typography>
      <CredentialsTable rows={list} />
    </PrintDialog>
  );
}

import CheckCircle from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ConsentStatus } from '@aula/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';

function message(status: ConsentStatus, child: string): { title: string; text: string } {
  if (status === 'granted')
    return {
      title: 'Obrigado! Você autorizou.',
      text: `${child} já pode enviar fotos e arquivos das tarefas. Você pode retirar a autorização quando quiser, por este mesmo link.`,
    };
  if (status === 'revoked')
    return {
      title: 'Autorização retirada.',
      text: `As fotos e os arquivos de ${child} serão apagados. ${child} continua fazendo as tarefas escritas.`,
    };
  return {
    title: 'Obrigado pela resposta.',
    text: `Você não autorizou. ${child} continua fazendo as tarefas escritas, mas não envia fotos nem arquivos.`,
  };
}

/** The family's decision, and "Retirar autorização" while it is granted. */
export function ConsentResult({
  status,
  child,
  revoking,
  revokeError,
  onRevoke,
  onChangeMind,
}: {
  status: ConsentStatus;
  child: string;
  revoking: boolean;
  revokeError: unknown;
  onRevoke: () => void;
  onChangeMind: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const { title, text } = message(status, child);
  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 3, mt: 3 }} role="status">
      {status === 'granted' && <CheckCircle color="success" sx={{ fontSize: 40 }} aria-hidden />}
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography sx={{ mt: 1 }}>{text}</Typography>
      {status === 'granted' ? (
        <Button color="error" variant="outlined" sx={{ mt: 2 }} onClick={() => setConfirming(true)}>
          Retirar autorização
        </Button>
      ) : (
        <Button variant="outlined" sx={{ mt: 2 }} onClick={onChangeMind}>
          Quero mudar minha resposta
        </Button>
      )}
      <ConfirmDialog
        open={confirming && status === 'granted'}
        title="Retirar a autorização?"
        confirmLabel="Retirar autorização"
        pendingLabel="Retirando…"
        destructive
        pending={revoking}
        error={revokeError ? errorMessage(revokeError, 'Não foi possível retirar. Tente de novo.') : null}
        onClose={() => setConfirming(false)}
        onConfirm={onRevoke}
      >
        As fotos e os arquivos de {child} serão apagados, e {child} não poderá mais enviar fotos nem arquivos.
      </ConfirmDialog>
    </Paper>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WorkStatus } from '@/lib/offline/outbox';
import type { QueuedHandIn } from '../../api/hand-in-outbox';

/**
 * A hand-in made without signal, in place of the form: waiting, being sent, sent — or refused by
 * the server meanwhile (the activity was returned, the class archived), which is said, never dropped.
 */
export function QueuedHandInState({
  status,
  waiting,
  onDiscard,
}: {
  status: WorkStatus | undefined;
  waiting: QueuedHandIn | null;
  onDiscard: () => Promise<void>;
}) {
  const photos = waiting?.photos.length ?? 0;
  const summary = waiting && (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
      {waiting.text || 'Sem texto.'}
      {photos > 0 && ` (${photos === 1 ? '1 foto' : `${photos} fotos`} para enviar)`}
    </Typography>
  );
  if (status?.state === 'conflict') {
    return (
      <Stack spacing={2}>
        <Alert severity="warning" role="alert">
          Não deu para entregar o que você fez sem internet: {status.message} Sua resposta está guardada
          abaixo; copie o que precisar antes de descartá-la.
        </Alert>
        {summary}
        <div>
          <Button variant="outlined" onClick={() => void onDiscard()}>
            Descartar a resposta guardada
          </Button>
        </div>
      </Stack>
    );
  }
  if (status?.state === 'sent') {
    return (
      <Alert severity="success" role="status">
        Enviado.
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      <Alert severity="info" role="status">
        {status?.state === 'sending'
          ? 'Enviando a entrega…'
          : 'Aguardando internet — será enviado automaticamente.'}
      </Alert>
      {summary}
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { WorkStatus } from '@/lib/offline/outbox';

/**
 * Work made without signal, in place of its form: waiting, being sent, sent — or refused by the
 * server meanwhile, which is said with the server's reason and kept until the person discards it.
 */
export function QueuedWorkNotice({
  status,
  what,
  onDiscard,
  children,
}: {
  status: WorkStatus | undefined;
  /** "a entrega", "a chamada": what was made offline. */
  what: string;
  onDiscard: () => Promise<void>;
  /** What waits, shown under the state. */
  children?: ReactNode;
}) {
  if (status?.state === 'sent') {
    return (
      <Alert severity="success" role="status">
        Enviado.
      </Alert>
    );
  }
  if (status?.state === 'conflict') {
    return (
      <Stack spacing={2}>
        <Alert severity="warning" role="alert">
          Não deu para enviar {what} feita sem internet: {status.message} O que você fez está guardado abaixo;
          confira antes de descartar.
        </Alert>
        {children}
        <div>
          <Button variant="outlined" onClick={() => void onDiscard()}>
            Descartar {what} guardada
          </Button>
        </div>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Alert severity="info" role="status">
        {status?.state === 'sending' ? 'Enviando…' : 'Aguardando internet — será enviado automaticamente.'}
      </Alert>
      {children}
    </Stack>
  );
}

import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ErrorState, LoadingState } from '@/components/states';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { usePlanShare, useStartSharing, useStopSharing } from '../../api/plan-shares';

function ShareDialog({ planId, title, onClose }: { planId: number; title: string; onClose: () => void }) {
  const share = usePlanShare(planId);
  const start = useStartSharing(planId);
  const stop = useStopSharing(planId);
  const { enqueueSnackbar } = useSnackbar();
  const fail = (fallback: string) => (error: unknown) =>
    enqueueSnackbar(errorMessage(error, fallback), { variant: 'error' });
  const link = share.data?.share?.url;

  return (
    <Dialog open onClose={onClose} aria-labelledby="compartilhar-titulo" fullWidth maxWidth="sm">
      <DialogTitle id="compartilhar-titulo">Compartilhar “{title}”</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>
          Quem tiver o link e uma conta de professor pode ver o livro e copiá-lo para os próprios livros. A
          sua versão continua só sua.
        </DialogContentText>
        {share.isPending && <LoadingState label="Carregando o link…" />}
        {share.isError && (
          <ErrorState
            error={share.error}
            fallback="Não foi possível carregar o link."
            onRetry={() => void share.refetch()}
          />
        )}
        {link && (
          <TextField
            label="Link para a colega"
            value={link}
            slotProps={{ htmlInput: { readOnly: true } }}
            onFocus={(event) => event.target.select()}
            fullWidth
          />
        )}
      </DialogContent>
      <DialogActions>
        {link ? (
          <>
            <Button
              color="error"
              disabled={stop.isPending}
              onClick={() =>
                stop.mutate(undefined, {
                  onSuccess: () => enqueueSnackbar('Link desativado.', { variant: 'success' }),
                  onError: fail('Não foi possível desativar o link.'),
                })
              }
            >
              Desativar link
            </Button>
            <Button
              variant="contained"
              onClick={() =>
                navigator.clipboard
                  .writeText(link)
                  .then(
                    () => enqueueSnackbar('Link copiado.', { variant: 'success' }),
                    fail('Não foi possível copiar: selecione o link e copie.'),
                  )
              }
            >
              Copiar link
            </Button>
          </>
        ) : (
          share.isSuccess && (
            <Button
              variant="contained"
              disabled={start.isPending}
              onClick={() => start.mutate(undefined, { onError: fail('Não foi possível criar o link.') })}
            >
              {start.isPending ? 'Criando…' : 'Criar link'}
            </Button>
          )
        )}
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}

/** "Compartilhar": a link a colleague opens to copy one of the teacher's own plans. */
export function SharePlanButton({ planId, title }: { planId: number; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ShareOutlined />}
        onClick={() => setOpen(true)}
        className="no-print"
      >
        Compartilhar
      </Button>
      {open && <ShareDialog planId={planId} title={title} onClose={() => setOpen(false)} />}
    </>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { uiText } from '@/lib/ui-text';

const SAFE_URL = /^(https?:\/\/|mailto:)/i;

/** Asks for a link's address; only web and e-mail links are accepted. */
export function LinkDialog({
  open,
  initialUrl,
  onClose,
  onSave,
}: {
  open: boolean;
  initialUrl: string;
  onClose: () => void;
  onSave: (url: string) => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="link-titulo" maxWidth="xs" fullWidth>
      {/* Mounted on each opening, so it starts from the link under the cursor. */}
      {open && <LinkForm initialUrl={initialUrl} onClose={onClose} onSave={onSave} />}
    </Dialog>
  );
}

function LinkForm({
  initialUrl,
  onClose,
  onSave,
}: {
  initialUrl: string;
  onClose: () => void;
  onSave: (url: string) => void;
}) {
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string | null>(null);

  const save = () => {
    const value = url.trim();
    if (value && !SAFE_URL.test(value)) {
      setError('Use um endereço que comece com https:// (ou mailto: para e-mail).');
      return;
    }
    onSave(value);
  };

  return (
    <>
      <DialogTitle id="link-titulo">Inserir link</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          label="Endereço do link"
          placeholder="https://"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              save();
            }
          }}
          error={Boolean(error)}
          helperText={error ?? 'Deixe em branco para remover o link.'}
          fullWidth
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{uiText.cancel}</Button>
        <Button variant="contained" onClick={save}>
          Aplicar
        </Button>
      </DialogActions>
    </>
  );
}

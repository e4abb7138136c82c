import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { uiText } from '@/lib/ui-text';
import { errorMessage } from '@/lib/error-message';
import { adminCollections } from '../../api/admin-library';

/** Staff pick the plan's collection, or create one on the spot. */
export function CollectionField({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const collections = adminCollections.useList();
  const create = adminCollections.useCreate();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const save = async () => {
    if (!name.trim()) {
      setProblem('Informe o nome.');
      return;
    }
    try {
      const created = await create.mutateAsync({ name: name.trim() });
      onChange(String(created.id));
      setOpen(false);
      setName('');
    } catch (error) {
      setProblem(errorMessage(error, 'Não foi possível criar a coleção.'));
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
      <TextField
        select
        label="Coleção"
        value={collections.data ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        fullWidth
        helperText={collections.isError ? 'Não foi possível carregar as coleções.' : ' '}
      >
        <MenuItem value="">Sem coleção</MenuItem>
        {(collections.data?.results ?? []).map((collection) => (
          <MenuItem key={collection.id} value={String(collection.id)}>
            {collection.name}
          </MenuItem>
        ))}
      </TextField>
      <Button startIcon={<Add />} onClick={() => setOpen(true)} sx={{ mb: 3, flexShrink: 0 }}>
        Nova coleção
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="nova-colecao-titulo"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="nova-colecao-titulo">Nova coleção</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            label="Nome da coleção"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setProblem(null);
            }}
            error={Boolean(problem)}
            helperText={problem ?? ' '}
            fullWidth
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: 150 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{uiText.cancel}</Button>
          <Button variant="contained" disabled={create.isPending} onClick={() => void save()}>
            Criar coleção
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

import { SEARCH_MAX_LENGTH } from '@aula/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { uiText } from '@/lib/ui-text';
import { SearchField } from '@/components/search-field';
import { ErrorState, LoadingState } from '@/components/states';
import { useCatalogue } from '../../api/catalogue';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { stageLine } from '../ui/plan-labels';
import { PremiumChip } from '../ui/premium-chip';

/** Picks a catalogue plan to copy into "Meus livros". */
export function CopyFromCatalogueDialog({
  open,
  pending,
  onClose,
  onCopy,
}: {
  open: boolean;
  pending: boolean;
  onClose: () => void;
  onCopy: (planId: number) => void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim());
  const catalogue = useCatalogue({ search: term }, 8);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="copiar-titulo"
    >
      <DialogTitle id="copiar-titulo">Copiar um livro do catálogo</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          A cópia vai para Meus livros com todas as aulas, e você pode adaptá-la como quiser.
        </Typography>
        <SearchField
          autoFocus
          type="search"
          label="Buscar no catálogo"
          value={search}
          onSearch={setSearch}
          maxLength={SEARCH_MAX_LENGTH}
        />
        <Box sx={{ mt: 1, minHeight: 200 }}>
          {catalogue.isPending ? (
            <LoadingState label="Buscando livros…" />
          ) : catalogue.isError ? (
            <ErrorState error={catalogue.error} onRetry={() => void catalogue.refetch()} />
          ) : catalogue.data.count === 0 ? (
            <Typography sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>
              Nenhum livro encontrado.
            </Typography>
          ) : (
            <List aria-label="Livros do catálogo">
              {catalogue.data.results.map((plan) => (
                <ListItem
                  key={plan.id}
                  divider
                  secondaryAction={
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={pending}
                      onClick={() => onCopy(plan.id)}
                      aria-label={`Copiar ${plan.title}`}
                    >
                      Copiar
                    </Button>
                  }
                  sx={{ pr: 12 }}
                >
                  <ListItemText
                    slotProps={{ secondary: { component: 'div' } }}
                    primary={plan.title}
                    secondary={
                      <Box
                        component="span"
                        sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
                      >
                        <span>{stageLine(plan)}</span>
                        {plan.premium && <PremiumChip />}
                      </Box>
                    }
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{uiText.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

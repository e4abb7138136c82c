import type { AuditEntry } from '@aula/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatDateTime } from '@/lib/format';
import { personName } from '../lib/person-name';
import { auditActionLabel, auditTargetLabel } from '../lib/labels';
import { CodeBlock } from './raw-data';
import { DetailList } from '@/components/admin-kit/detail-section';

/** One audit entry in full: who, from where, and the values before and after. */
export function AuditEntryDialog({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const id = useId();
  return (
    <Dialog open={entry !== null} onClose={onClose} aria-labelledby={`${id}-titulo`} maxWidth="md" fullWidth>
      {entry && (
        <>
          <DialogTitle id={`${id}-titulo`}>{`Registro #${entry.id}`}</DialogTitle>
          <DialogContent>
            <Stack spacing={3}>
              <DetailList
                items={[
                  ['Ação', auditActionLabel(entry.action)],
                  ['Código da ação', entry.action],
                  [
                    'Alvo',
                    `${auditTargetLabel(entry.target_type)}${entry.target_id ? ` #${entry.target_id}` : ''}`,
                  ],
                  ['Autor', entry.actor ? personName(entry.actor) : '—'],
                  ['Acessado por', entry.impersonator ? personName(entry.impersonator) : '—'],
                  ['Endereço IP', entry.ip ?? '—'],
                  ['Data', formatDateTime(entry.created_at)],
                ]}
              />
              {(
                [
                  ['Antes', entry.before],
                  ['Depois', entry.after],
                ] as const
              ).map(([label, value]) => (
                <Box key={label}>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                    {label}
                  </Typography>
                  {value == null ? (
                    <Typography sx={{ color: 'text.secondary' }}>Nada registrado.</Typography>
                  ) : (
                    <CodeBlock value={value} label={`${label} da ação`} />
                  )}
                </Box>
              ))}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Fechar</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

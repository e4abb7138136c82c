import {
  GUARDIAN_RELATIONSHIP_LABELS,
  formatMobile,
  whatsappUrl,
  type ConsentStatus,
  type Guardian,
} from '@aula/contracts';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CopyButton } from '@/components/copy-button';

export type GuardianAction = 'request' | 'edit' | 'remove' | 'new-link' | 'revoke-link';

/** One guardian: contacts, and what the teacher can do (ask consent, the family link, edit, remove). */
export function GuardianCard({
  guardian,
  consent,
  busy,
  onAction,
}: {
  guardian: Guardian;
  consent: ConsentStatus;
  busy: boolean;
  onAction: (action: GuardianAction, guardian: Guardian) => void;
}) {
  const contacts = [guardian.phone && formatMobile(guardian.phone), guardian.email].filter(Boolean);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, borderRadius: 2, listStyle: 'none' }}>
      <Typography sx={{ fontWeight: 600 }}>
        {guardian.name}{' '}
        <Typography component="span" sx={{ color: 'text.secondary' }}>
          ({GUARDIAN_RELATIONSHIP_LABELS[guardian.relationship]})
        </Typography>
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>
        {contacts.join(' · ')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        {consent !== 'granted' && (
          <Button size="small" variant="contained" onClick={() => onAction('request', guardian)}>
            Pedir autorização
          </Button>
        )}
        {guardian.family_url && (
          <CopyButton
            size="small"
            variant="contained"
            text={guardian.family_url}
            label="Copiar link da família"
            done="Link da família copiado."
          />
        )}
        {guardian.family_url && guardian.phone && (
          <Button
            size="small"
            variant="outlined"
            href={whatsappUrl(
              guardian.phone,
              `Olá, ${guardian.name}! Por este link você acompanha as atividades, as notas e a frequência no Aula: ${guardian.family_url}`,
            )}
            target="_blank"
            rel="noopener noreferrer"
          >
            Enviar link pelo WhatsApp
          </Button>
        )}
        {consent === 'granted' && (
          <Button size="small" disabled={busy} onClick={() => onAction('new-link', guardian)}>
            Novo link da família
          </Button>
        )}
        {guardian.family_url && (
          <Button size="small" disabled={busy} onClick={() => onAction('revoke-link', guardian)}>
            Desligar link
          </Button>
        )}
        <Button size="small" onClick={() => onAction('edit', guardian)}>
          Editar
        </Button>
        <Button size="small" color="error" onClick={() => onAction('remove', guardian)}>
          Remover
        </Button>
      </Stack>
    </Paper>
  );
}

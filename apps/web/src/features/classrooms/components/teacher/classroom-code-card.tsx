import Refresh from '@mui/icons-material/Refresh';
import Slideshow from '@mui/icons-material/Slideshow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { TeacherClassroom } from '@aula/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { useUpdateClassroom } from '../../api/classrooms';
import { displayUrl, joinUrl } from '@/lib/classroom-links';
import { CopyButton } from '@/components/copy-button';
import { ProjectorDialog } from './projector-dialog';

const labels = { code_enabled: 'Entrada pelo código', card_login: 'Entrada por cartão' } as const;

/** The join code: show it on the projector, share the link or QR code, regenerate or disable it. */
export function ClassroomCodeCard({ classroom }: { classroom: TeacherClassroom }) {
  const update = useUpdateClassroom(classroom.id);
  const { enqueueSnackbar } = useSnackbar();
  const [projecting, setProjecting] = useState(false);
  const [confirmRegenerate, setConfirmRegenerate] = useState(false);
  const url = joinUrl(classroom.code);
  const enabled = classroom.code_enabled;

  const toggle = (setting: 'code_enabled' | 'card_login', value: boolean) =>
    update.mutate(setting === 'code_enabled' ? { code_enabled: value } : { card_login: value }, {
      onSuccess: () =>
        enqueueSnackbar(`${labels[setting]} ${value ? 'ativada' : 'desativada'}.`, { variant: 'success' }),
      onError: (error) =>
        enqueueSnackbar(errorMessage(error, 'Não foi possível mudar a configuração.'), { variant: 'error' }),
    });

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="codigo-turma-titulo"
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' } }}>
        <Box
          sx={{
            bgcolor: '#fff',
            lineHeight: 0,
            alignSelf: { xs: 'center', md: 'auto' },
            opacity: enabled ? 1 : 0.35,
            flexShrink: 0,
          }}
        >
          <QRCodeSVG
            value={url}
            size={132}
            marginSize={1}
            title={`QR code do link de entrada da turma ${classroom.name}`}
          />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="codigo-turma-titulo" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            Código de entrada
          </Typography>
          <Typography
            component="p"
            data-testid="codigo-turma"
            sx={{
              fontFamily: 'ui-monospace, monospace',
              fontSize: { xs: '2.25rem', sm: '2.75rem' },
              fontWeight: 800,
              letterSpacing: '0.12em',
              color: enabled ? 'primary.main' : 'text.disabled',
              lineHeight: 1.2,
            }}
          >
            {classroom.code}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {enabled ? (
              <>
                Os alunos entram pelo link <strong>{displayUrl(url)}</strong> ou digitando o código na página
                inicial.
              </>
            ) : (
              'A entrada pelo código está desativada: ninguém novo consegue entrar na turma por ele.'
            )}
          </Typography>
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Switch
                checked={enabled}
                disabled={update.isPending}
                onChange={(_, value) => toggle('code_enabled', value)}
              />
            }
            label="Permitir entrada pelo código"
          />
          <FormControlLabel
            sx={{ display: 'flex' }}
            control={
              <Switch
                checked={classroom.card_login}
                disabled={update.isPending}
                onChange={(_, value) => toggle('card_login', value)}
                slotProps={{ input: { 'aria-describedby': 'entrada-cartao-ajuda' } }}
              />
            }
            label="Entrada por cartão"
          />
          <Typography id="entrada-cartao-ajuda" variant="body2" sx={{ color: 'text.secondary' }}>
            Para quem ainda não lê bem (Educação Infantil, 1º ao 3º ano): cada aluno recebe um cartão com QR
            code que entra sem senha e vale até você gerar outro ou cancelar.
          </Typography>
        </Box>
        <Stack spacing={1} sx={{ flexShrink: 0, minWidth: { md: 200 } }}>
          <Button
            variant="contained"
            startIcon={<Slideshow />}
            onClick={() => setProjecting(true)}
            disabled={!enabled}
          >
            Mostrar código
          </Button>
          <CopyButton
            text={url}
            label="Copiar link"
            done="Link de entrada copiado."
            variant="outlined"
            disabled={!enabled}
          />
          <Button startIcon={<Refresh />} onClick={() => setConfirmRegenerate(true)}>
            Gerar novo código
          </Button>
        </Stack>
      </Stack>
      <ProjectorDialog
        open={projecting}
        onClose={() => setProjecting(false)}
        name={classroom.name}
        code={classroom.code}
      />
      <ConfirmDialog
        open={confirmRegenerate}
        title="Gerar um novo código?"
        confirmLabel="Gerar novo código"
        pendingLabel="Gerando…"
        pending={update.isPending}
        error={update.isError ? errorMessage(update.error, 'Não foi possível gerar o código.') : null}
        onClose={() => {
          update.reset();
          setConfirmRegenerate(false);
        }}
        onConfirm={() =>
          update.mutate(
            { regenerate_code: true },
            {
              onSuccess: (saved) => {
                setConfirmRegenerate(false);
                enqueueSnackbar(`Novo código: ${saved.code}.`, { variant: 'success' });
              },
            },
          )
        }
      >
        O código atual ({classroom.code}) e o link de entrada deixam de funcionar. Quem já está na turma
        continua nela.
      </ConfirmDialog>
    </Paper>
  );
}

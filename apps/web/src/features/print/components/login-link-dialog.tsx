import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Student } from '@aula/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useSnackbar } from '@/lib/toast';
import { uiText } from '@/lib/ui-text';
import { LoadingState } from '@/components/states';
import { errorCode, errorMessage } from '@/lib/error-message';
import { useGenerateLoginToken, useRevokeLoginToken } from '../api/login-tokens';
import { studentName } from '../hooks/use-login-cards';
import { formatDateTime } from '@/lib/format';
import { codeOfLoginUrl } from '@/lib/classroom-links';
import { LoginCards } from './login-cards';
import { PrintDialog } from './print-dialog';
import { CopyButton } from '@/components/copy-button';

/** A student's login link (one-time, or the personal card's), its QR code, a printable card; a card can be cancelled. */
export function LoginLinkDialog({ student, onClose }: { student: Student | null; onClose: () => void }) {
  const generate = useGenerateLoginToken();
  const revoke = useRevokeLoginToken();
  const { enqueueSnackbar } = useSnackbar();
  const [printing, setPrinting] = useState(false);
  const token = generate.data;
  // A student in no class gets no link until the teacher adds them to one: retrying can't help.
  const noClassroom = errorCode(generate.error) === 'no_classroom';

  const close = () => {
    setPrinting(false);
    generate.reset();
    revoke.reset();
    onClose();
  };
  const name = student ? studentName(student) : '';
  // The link opens the student's newest classroom; with a single one, the card can name it.
  const classroomName = student?.classrooms.length === 1 ? student.classrooms[0]?.name : undefined;

  return (
    <>
      <Dialog
        open={student !== null && !printing}
        onClose={close}
        fullWidth
        maxWidth="sm"
        aria-labelledby="link-acesso-titulo"
      >
        <DialogTitle id="link-acesso-titulo">Link de acesso de {name}</DialogTitle>
        <DialogContent>
          {generate.isIdle ? (
            <Typography>
              Com um link de acesso, {student?.first_name} entra pelo celular, tablet ou computador sem
              digitar a senha — basta abrir o link ou apontar a câmera para o QR code. Se você já gerou um
              link ou cartão para {student?.first_name}, o anterior deixa de funcionar.
            </Typography>
          ) : generate.isPending ? (
            <LoadingState label="Gerando link…" />
          ) : generate.isError ? (
            <Alert severity="error" role="alert">
              {errorMessage(generate.error, 'Não foi possível gerar o link de acesso.')}
            </Alert>
          ) : token ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
              <Box sx={{ lineHeight: 0, flexShrink: 0 }}>
                <QRCodeSVG
                  value={token.url}
                  size={160}
                  marginSize={1}
                  title={`QR code de acesso de ${name}`}
                />
              </Box>
              <Stack spacing={1.5} sx={{ minWidth: 0, width: '100%' }}>
                {token.reusable ? (
                  <Typography>
                    Este é o cartão pessoal de {student?.first_name} (entrada por cartão):{' '}
                    <strong>funciona sempre, sem senha</strong>, até você gerar outro ou cancelar. Sem o QR,
                    dá para digitar o código <strong>{token.short_code}</strong> na página da turma.
                  </Typography>
                ) : (
                  <Typography>
                    Com este link (ou o QR code), {student?.first_name} entra sem digitar a senha.{' '}
                    <strong>Ele funciona uma única vez</strong> e vale até {formatDateTime(token.expires_at)}.
                  </Typography>
                )}
                <TextField
                  id="link-acesso-url"
                  label="Link de acesso"
                  value={token.url}
                  fullWidth
                  slotProps={{
                    htmlInput: {
                      readOnly: true,
                      onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select(),
                    },
                  }}
                />
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Gerar um novo link cancela este.
                </Typography>
              </Stack>
            </Stack>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={close}>{token ? uiText.close : uiText.cancel}</Button>
          {student && !token && !noClassroom && (
            <Button
              variant="contained"
              disabled={generate.isPending}
              onClick={() => generate.mutate(student.id)}
            >
              {generate.isError ? 'Tentar de novo' : 'Gerar link'}
            </Button>
          )}
          {token?.reusable && student && (
            <Button
              color="error"
              disabled={revoke.isPending || revoke.isSuccess}
              onClick={() =>
                revoke.mutate(student.id, {
                  onSuccess: () => enqueueSnackbar('Cartão cancelado.', { variant: 'success' }),
                  onError: (error) =>
                    enqueueSnackbar(errorMessage(error, 'Não foi possível cancelar o cartão.'), {
                      variant: 'error',
                    }),
                })
              }
            >
              {revoke.isSuccess ? 'Cartão cancelado' : 'Cancelar cartão'}
            </Button>
          )}
          {token && !revoke.isSuccess && (
            <CopyButton
              text={token.url}
              label="Copiar link"
              done="Link de acesso copiado."
              variant="outlined"
            />
          )}
          {token && !revoke.isSuccess && (
            <Button variant="contained" onClick={() => setPrinting(true)}>
              Imprimir cartão
            </Button>
          )}
        </DialogActions>
      </Dialog>
      {student && token && (
        <PrintDialog open={printing} title={`Cartão de acesso — ${name}`} onClose={close}>
          <LoginCards
            cards={[
              {
                studentId: student.id,
                name,
                username: student.username,
                classroomName,
                code: codeOfLoginUrl(token.url),
                loginUrl: token.url,
                expiresAt: token.expires_at,
                reusable: token.reusable,
                shortCode: token.short_code,
              },
            ]}
          />
        </PrintDialog>
      )}
    </>
  );
}

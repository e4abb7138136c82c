import OpenInNew from '@mui/icons-material/OpenInNew';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ConsentChannel, ConsentRequest, Guardian, Student } from '@aula/contracts';
import { useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { FormError } from '@/components/form-error';
import type { ConsentSlip } from '@/lib/consent-slip';
import { errorMessage } from '@/lib/error-message';
import { formatDate } from '@/lib/format';
import { uiText } from '@/lib/ui-text';
import { useRequestConsent } from '../api/guardians';

function channelsFor(guardian: Guardian): { value: ConsentChannel; label: string; disabled: boolean }[] {
  return [
    {
      value: 'whatsapp',
      label: guardian.phone ? 'WhatsApp' : 'WhatsApp (cadastre o celular primeiro)',
      disabled: !guardian.phone,
    },
    {
      value: 'email',
      label: guardian.email ? `E-mail (${guardian.email})` : 'E-mail (cadastre o e-mail primeiro)',
      disabled: !guardian.email,
    },
    { value: 'print', label: 'Bilhete em papel, com QR code', disabled: false },
  ];
}

function RequestResult({
  request,
  channel,
  guardian,
  onPrint,
}: {
  request: ConsentRequest;
  channel: ConsentChannel;
  guardian: Guardian;
  onPrint: () => void;
}) {
  return (
    <Stack spacing={2}>
      {channel === 'email' && <Alert severity="success">Enviamos o pedido para {guardian.email}.</Alert>}
      <TextField
        id="link-autorizacao"
        label="Link da autorização"
        value={request.url}
        helperText={`Vale até ${formatDate(request.expires_at)}.`}
        slotProps={{ htmlInput: { readOnly: true } }}
        fullWidth
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <CopyButton text={request.url} label="Copiar link" done="Link copiado." variant="outlined" />
        {request.whatsapp_url && (
          <Button
            variant="contained"
            color="success"
            startIcon={<OpenInNew />}
            href={request.whatsapp_url}
            target="_blank"
            rel="noopener noreferrer"
          >
            Abrir no WhatsApp
          </Button>
        )}
        {channel === 'print' && (
          <Button variant="contained" startIcon={<PrintOutlined />} onClick={onPrint}>
            Imprimir bilhete
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/** Asks one guardian for consent by WhatsApp, e-mail or a printed slip, and shows the link to share. */
export function ConsentRequestPanel({
  student,
  guardian,
  onBack,
  onPrint,
}: {
  student: Student;
  guardian: Guardian;
  onBack: () => void;
  onPrint: (slips: ConsentSlip[]) => void;
}) {
  const channels = channelsFor(guardian);
  const [channel, setChannel] = useState<ConsentChannel>(channels.find((c) => !c.disabled)?.value ?? 'print');
  const request = useRequestConsent(student.id);
  const sent = request.data;

  return (
    <>
      <Stack spacing={2.5} sx={{ px: 3, pt: 1 }}>
        <Typography>
          Pedir a autorização de <strong>{guardian.name}</strong> para guardar as fotos e os arquivos de{' '}
          {student.first_name}.
        </Typography>
        {sent ? (
          <RequestResult
            request={sent}
            channel={request.variables?.channel ?? channel}
            guardian={guardian}
            onPrint={() =>
              onPrint([
                {
                  firstName: student.first_name,
                  classroom: student.classrooms[0]?.name ?? null,
                  url: sent.url,
                },
              ])
            }
          />
        ) : (
          <FormControl>
            <FormLabel id="canal-autorizacao">Como enviar o pedido</FormLabel>
            <RadioGroup
              aria-labelledby="canal-autorizacao"
              value={channel}
              onChange={(event) => setChannel(event.target.value as ConsentChannel)}
            >
              {channels.map((c) => (
                <FormControlLabel
                  key={c.value}
                  value={c.value}
                  control={<Radio />}
                  label={c.label}
                  disabled={c.disabled}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
        <FormError
          message={
            request.isError ? errorMessage(request.error, 'Não foi possível pedir a autorização.') : null
          }
        />
      </Stack>
      <DialogActions>
        <Button onClick={onBack}>{sent ? 'Voltar aos responsáveis' : uiText.cancel}</Button>
        {!sent && (
          <Button
            variant="contained"
            disabled={request.isPending}
            onClick={() => request.mutate({ guardian: guardian.id, channel })}
          >
            {request.isPending ? 'Gerando…' : 'Pedir autorização'}
          </Button>
        )}
      </DialogActions>
    </>
  );
}

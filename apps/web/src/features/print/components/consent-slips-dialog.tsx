import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import type { ConsentSlip } from '@/lib/consent-slip';
import { plural } from '@/lib/plural';
import { PrintDialog } from './print-dialog';

function Slip({ slip }: { slip: ConsentSlip }) {
  return (
    <Box
      component="article"
      aria-label={`Bilhete de ${slip.firstName}`}
      sx={{
        border: '1px dashed',
        borderColor: 'grey.500',
        borderRadius: 2,
        p: 2.5,
        display: 'flex',
        gap: 2.5,
        alignItems: 'center',
        breakInside: 'avoid',
      }}
    >
      <Box sx={{ bgcolor: '#fff', lineHeight: 0, flexShrink: 0 }}>
        <QRCodeSVG
          value={slip.url}
          size={128}
          marginSize={1}
          title={`QR code do link de ${slip.firstName}`}
        />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="h3">
          Autorização para {slip.firstName}
          {slip.classroom ? ` · ${slip.classroom}` : ''}
        </Typography>
        <Typography sx={{ mt: 0.5 }}>
          Para {slip.firstName} enviar fotos das tarefas na Aula, precisamos da sua autorização. Aponte a
          câmera do celular para o código ou digite o link:
        </Typography>
        <Typography sx={{ mt: 1, fontFamily: 'ui-monospace, monospace', wordBreak: 'break-all' }}>
          {slip.url}
        </Typography>
      </Box>
    </Box>
  );
}

/** The consent requests on paper, for families without e-mail or WhatsApp: one slip per child. */
export function ConsentSlipsDialog({
  slips,
  onClose,
}: {
  slips: readonly ConsentSlip[] | null;
  onClose: () => void;
}) {
  return (
    <PrintDialog
      open={slips !== null}
      title={`Bilhetes de autorização (${plural(slips?.length ?? 0, 'aluno', 'alunos')})`}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        {slips?.map((slip) => (
          <Slip key={slip.url} slip={slip} />
        ))}
      </Box>
    </PrintDialog>
  );
}

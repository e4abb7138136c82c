import type { SubscriptionInfo } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { useCancelSubscription } from '../api/subscription';
import { formatDate, formatMoney } from '@/lib/format';

const CANCEL_REASONS = [
  'Está caro para mim',
  'Não estou usando o suficiente',
  'Faltam recursos de que preciso',
  'Tive problemas com a plataforma',
  'Vou usar outra ferramenta',
  'Outro motivo',
] as const;

/**
 * Cancels at the end of the paid period, asking why (optional). Within 7 days of the first payment
 * it also offers the right of withdrawal (CDC art. 49): end now and get the money back.
 */
export function CancelSubscriptionDialog({
  open,
  onClose,
  subscription,
}: {
  open: boolean;
  onClose: () => void;
  subscription: SubscriptionInfo;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { enqueueSnackbar } = useSnackbar();
  const cancel = useCancelSubscription();
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [when, setWhen] = useState<'period_end' | 'refund'>('period_end');
  const until = formatDate(subscription.current_period_end);
  const withdrawal = subscription.withdrawal;
  const refund = withdrawal !== null && when === 'refund';

  function close() {
    if (cancel.isPending) return;
    cancel.reset();
    onClose();
  }

  function confirm() {
    const text = [reason, details.trim()].filter(Boolean).join(': ').slice(0, 1000);
    cancel.mutate(
      { reason: text || undefined, refund },
      {
        onSuccess: () => {
          enqueueSnackbar(
            refund && withdrawal
              ? `Assinatura cancelada. Estornamos ${formatMoney(withdrawal.refund_cents)} no seu cartão.`
              : `Assinatura cancelada. Você continua com o plano ${subscription.plan.name} até ${until}.`,
            {
              variant: 'success',
            },
          );
          setReason('');
          setDetails('');
          setWhen('period_end');
          onClose();
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      aria-labelledby="cancelar-titulo"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="cancelar-titulo">Cancelar assinatura?</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          Você continua com o plano <strong>{subscription.plan.name}</strong> até <strong>{until}</strong> e
          não será cobrado de novo. Depois, sua conta volta ao plano Gratuito. Até lá, você pode retomar a
          assinatura.
        </Typography>
        {withdrawal && (
          <FormControl component="fieldset" sx={{ mb: 2, width: '100%' }}>
            <FormLabel component="legend" sx={{ mb: 0.5 }}>
              Direito de arrependimento
            </FormLabel>
            <Typography variant="body2" sx={{ mb: 1 }}>
              Você fez o primeiro pagamento há menos de 7 dias. Pelo art. 49 do Código de Defesa do
              Consumidor, pode desistir agora e receber de volta {formatMoney(withdrawal.refund_cents)} no
              cartão (até {formatDate(withdrawal.until)}).
            </Typography>
            <RadioGroup
              name="quando-cancelar"
              value={when}
              onChange={(event) => setWhen(event.target.value === 'refund' ? 'refund' : 'period_end')}
            >
              <FormControlLabel
                value="period_end"
                control={<Radio />}
                label={`Cancelar ao fim do período (continuo com o plano até ${until})`}
              />
              <FormControlLabel
                value="refund"
                control={<Radio />}
                label={`Cancelar agora e receber o reembolso de ${formatMoney(withdrawal.refund_cents)}`}
              />
            </RadioGroup>
          </FormControl>
        )}
        <FormControl component="fieldset" sx={{ mb: 2 }}>
          <FormLabel component="legend" sx={{ mb: 0.5 }}>
            Por que você está cancelando? (opcional)
          </FormLabel>
          <RadioGroup
            name="motivo-cancelamento"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          >
            {CANCEL_REASONS.map((option) => (
              <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          id="cancelar-detalhes"
          label="Conte um pouco mais (opcional)"
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 900 } }}
        />
        {cancel.isError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {errorMessage(cancel.error, 'Não foi possível cancelar agora. Tente de novo.')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={cancel.isPending}>
          Manter assinatura
        </Button>
        <Button variant="contained" color="error" onClick={confirm} disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelando…' : refund ? 'Cancelar e reembolsar' : 'Confirmar cancelamento'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

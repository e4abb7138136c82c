import {
  PAYMENT_METHOD_LABELS,
  routePath,
  spaRoutes,
  type PaymentOrder,
  type RefundBankAccount,
} from '@aula/contracts';
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
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '@/components/section-card';
import { StatusChip } from '@/components/status-chip';
import { ErrorState, LoadingState } from '@/components/states';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { formatDate, formatMoney } from '@/lib/format';
import { useSnackbar } from '@/lib/toast';
import { useOrders, useRefundOrder } from '../api/orders';
import { chargeStatusColors, chargeStatusLabels } from '../lib/describe';

/** "Pix", "Boleto", "Cartão de crédito em 12x". */
export function describeMethod(method: PaymentOrder['method'], installments: number) {
  return method === 'credit_card' && installments > 1
    ? `${PAYMENT_METHOD_LABELS.credit_card} em ${installments}x`
    : PAYMENT_METHOD_LABELS[method];
}

/**
 * "Minha assinatura": the one-off orders of the annual plan — method, amount, status, the period
 * paid until — with "Cancelar e pedir reembolso" while the right of withdrawal lasts (7 days).
 */
export function OrdersSection() {
  const orders = useOrders();
  const [refunding, setRefunding] = useState<PaymentOrder | null>(null);
  if (orders.isError) {
    return (
      <SectionCard id="pedidos" title="Pedidos do plano anual">
        <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />
      </SectionCard>
    );
  }
  if (!orders.data) return <LoadingState label="Carregando seus pedidos…" />;
  if (orders.data.length === 0) return null;
  return (
    <SectionCard id="pedidos" title="Pedidos do plano anual">
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {orders.data.map((order) => (
          <Box
            component="li"
            key={order.id}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
            aria-label={`Pedido ${order.id}`}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
              <Typography component="h3" sx={{ fontWeight: 700 }}>
                {order.plan ? `Plano ${order.plan.name}` : 'Pedido'} · {formatMoney(order.amount_cents)}
              </Typography>
              <StatusChip
                label={
                  order.refund_requested_at && order.status === 'paid'
                    ? 'Reembolso solicitado'
                    : chargeStatusLabels[order.status]
                }
                tone={chargeStatusColors[order.status]}
              />
            </Box>
            <Typography variant="body2">
              {describeMethod(order.method, order.installments)} · pedido em {formatDate(order.created_at)}
              {order.paid_at && ` · pago em ${formatDate(order.paid_at)}`}
              {order.access_until && ` · acesso até ${formatDate(order.access_until)}`}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
              {order.status === 'pending' && (
                <Button
                  size="small"
                  variant="contained"
                  component={RouterLink}
                  to={routePath(spaRoutes.paymentOrder, { orderId: order.id })}
                >
                  {order.method === 'boleto' ? 'Ver boleto' : 'Ver Pix'}
                </Button>
              )}
              {order.paid_at && (
                <Button
                  size="small"
                  component={RouterLink}
                  to={routePath(spaRoutes.paymentReceipt, { orderId: order.id })}
                >
                  Recibo
                </Button>
              )}
              {order.refundable_until && (
                <Button size="small" color="error" onClick={() => setRefunding(order)}>
                  Cancelar e pedir reembolso
                </Button>
              )}
            </Box>
          </Box>
        ))}
      </Stack>
      {refunding && <RefundDialog order={refunding} onClose={() => setRefunding(null)} />}
    </SectionCard>
  );
}

const emptyAccount: RefundBankAccount = {
  holder_name: '',
  holder_cpf: '',
  bank: '',
  agency: '',
  account: '',
};
const accountFields: { name: keyof RefundBankAccount; label: string; autoComplete?: string }[] = [
  { name: 'holder_name', label: 'Nome do titular', autoComplete: 'name' },
  { name: 'holder_cpf', label: 'CPF do titular' },
  { name: 'bank', label: 'Banco' },
  { name: 'agency', label: 'Agência' },
  { name: 'account', label: 'Conta com dígito' },
];

function RefundDialog({ order, onClose }: { order: PaymentOrder; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const refund = useRefundOrder();
  const { enqueueSnackbar } = useSnackbar();
  const [account, setAccount] = useState<RefundBankAccount>(emptyAccount);
  const boleto = order.method === 'boleto';
  const fieldErrors = refund.error instanceof ApiError ? refund.error.fieldErrors : {};
  const errorOf = (name: string) => fieldErrors[`bank_account.${name}`]?.[0] ?? fieldErrors[name]?.[0];

  function confirm() {
    refund.mutate(
      { id: order.id, ...(boleto ? { bankAccount: account } : {}) },
      {
        onSuccess: () => {
          enqueueSnackbar(
            boleto
              ? 'Pedido de reembolso registrado. Avisaremos por e-mail quando a transferência for feita.'
              : `Pedido cancelado. Devolvemos ${formatMoney(order.amount_cents)}.`,
            { variant: 'success' },
          );
          onClose();
        },
      },
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      aria-labelledby="reembolso-titulo"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="reembolso-titulo">Cancelar e pedir reembolso?</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          Pelo direito de arrependimento (art. 49 do Código de Defesa do Consumidor), você pode desistir até{' '}
          {formatDate(order.refundable_until)} e receber de volta {formatMoney(order.amount_cents)}.{' '}
          {order.method === 'pix' && 'O valor volta pelo Pix para a conta que pagou.'}
          {order.method === 'credit_card' && 'O estorno é feito no cartão, em todas as parcelas.'}
          {boleto &&
            'Boleto não tem estorno automático: informe uma conta do titular do CPF e a equipe fará a transferência.'}{' '}
          {boleto
            ? 'Seu acesso ao plano termina quando o reembolso for feito.'
            : 'Seu acesso ao plano termina agora.'}
        </Typography>
        {boleto && (
          <Stack spacing={2}>
            {accountFields.map((field) => (
              <TextField
                key={field.name}
                label={field.label}
                value={account[field.name]}
                onChange={(event) => setAccount({ ...account, [field.name]: event.target.value })}
                error={!!errorOf(field.name)}
                helperText={errorOf(field.name)}
                required
                fullWidth
                slotProps={{ htmlInput: { maxLength: 120, autoComplete: field.autoComplete ?? 'off' } }}
              />
            ))}
          </Stack>
        )}
        {refund.isError && Object.keys(fieldErrors).length === 0 && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {errorMessage(refund.error, 'Não foi possível pedir o reembolso. Tente de novo.')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={refund.isPending}>
          Manter pedido
        </Button>
        <Button variant="contained" color="error" onClick={confirm} disabled={refund.isPending}>
          {refund.isPending ? 'Enviando…' : 'Cancelar e pedir reembolso'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

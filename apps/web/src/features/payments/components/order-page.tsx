import { routePath, spaRoutes, type PaymentOrder } from '@aula/contracts';
import ContentCopy from '@mui/icons-material/ContentCopy';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { ErrorState, LoadingState } from '@/components/states';
import { isNotFound } from '@/lib/error-message';
import { formatDate, formatMoney } from '@/lib/format';
import { useSnackbar } from '@/lib/toast';
import { useOrder } from '../api/orders';
import { applySubscriptionChange } from '../api/subscription';
import { ResultPanel } from './result-panel';

/** "23456.78901 23456.789012 34567.890123 4 56789012345678": the line as banks print it. */
function formatBoletoLine(line: string) {
  const match = /^(\d{5})(\d{5})(\d{5})(\d{6})(\d{5})(\d{6})(\d)(\d{14})$/.exec(line);
  return match
    ? `${match[1]}.${match[2]} ${match[3]}.${match[4]} ${match[5]}.${match[6]} ${match[7]} ${match[8]}`
    : line;
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Button
      variant="contained"
      startIcon={<ContentCopy />}
      onClick={() => {
        navigator.clipboard.writeText(text).then(
          () => enqueueSnackbar('Copiado.', { variant: 'success' }),
          () =>
            enqueueSnackbar('Não foi possível copiar. Selecione o texto e copie manualmente.', {
              variant: 'error',
            }),
        );
      }}
    >
      {label}
    </Button>
  );
}

/** mm:ss until `until`, ticking each second; null once past. */
function useCountdown(until: string | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  if (!until) return null;
  const left = Math.max(0, Date.parse(until) - now);
  if (left === 0) return null;
  const minutes = Math.floor(left / 60_000);
  const seconds = Math.floor((left % 60_000) / 1000);
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/**
 * /dashboard/payment/orders/:orderId: a Pix (QR code, copia e cola, countdown) or a boleto (line,
 * PDF) waiting for payment. It follows the order and turns to the success screen by itself once the
 * provider confirms the payment.
 */
export function PaymentOrderPage() {
  const id = Number(useParams().orderId);
  const order = useOrder(id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = order.data?.status;

  useEffect(() => {
    if (status !== 'paid') return;
    void (async () => {
      await applySubscriptionChange(queryClient);
      await navigate(spaRoutes.paymentSuccess, { replace: true });
    })();
  }, [status, navigate, queryClient]);

  const title = order.data?.method === 'boleto' ? 'Pague o boleto' : 'Pague com Pix';
  let body;
  if (!Number.isInteger(id) || id <= 0 || isNotFound(order.error)) {
    body = (
      <ResultPanel tone="warning" title="Pedido não encontrado">
        <Typography>Confira o endereço ou faça um novo pedido na escolha de planos.</Typography>
      </ResultPanel>
    );
  } else if (order.isError) {
    body = <ErrorState error={order.error} onRetry={() => void order.refetch()} />;
  } else if (!order.data) {
    body = <LoadingState />;
  } else {
    body = <OrderBody order={order.data} />;
  }
  return (
    <>
      <PageHeader title={title} subtitle="Esta página se atualiza sozinha quando o pagamento é confirmado." />
      {body}
    </>
  );
}

function OrderBody({ order }: { order: PaymentOrder }) {
  const countdown = useCountdown(order.status === 'pending' ? (order.pix?.expires_at ?? null) : null);
  const again = order.plan
    ? routePath(spaRoutes.paymentConfirmation, { id: order.plan.id })
    : spaRoutes.teacherChoosePlan;
  if (order.status === 'paid') return <LoadingState />;
  if (order.status !== 'pending' || (order.pix && countdown === null)) {
    return (
      <ResultPanel
        tone="warning"
        title={order.status === 'refunded' ? 'Pedido reembolsado' : 'Este pedido não está mais aberto'}
        actions={
          <Button variant="contained" component={RouterLink} to={`${again}?metodo=${order.method}`}>
            Fazer um novo pedido
          </Button>
        }
      >
        <Typography>
          {order.method === 'pix'
            ? 'O QR code Pix expirou sem pagamento. Nada foi cobrado.'
            : order.method === 'boleto'
              ? 'O boleto venceu sem pagamento. Nada foi cobrado.'
              : 'O pagamento não foi concluído.'}
        </Typography>
      </ResultPanel>
    );
  }
  return (
    <Stack spacing={3}>
      {order.pix && (
        <SectionCard id="pix" title={`Pix de ${formatMoney(order.amount_cents)}`}>
          <Stack spacing={2.5} sx={{ alignItems: 'center' }}>
            <Alert severity="info" sx={{ width: '100%' }} role="status" aria-live="polite">
              Aguardando o pagamento. O código expira em <strong>{countdown}</strong>.
            </Alert>
            <Box sx={{ p: 1.5, bgcolor: '#fff', borderRadius: 1, border: 1, borderColor: 'divider' }}>
              <QRCodeSVG
                value={order.pix.qr_code}
                size={224}
                marginSize={1}
                title="QR code Pix"
                role="img"
                aria-label="QR code Pix para pagar no app do banco"
              />
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
              Abra o app do seu banco, escolha Pix e leia o QR code — ou copie o código abaixo e use &quot;Pix
              copia e cola&quot;.
            </Typography>
            <TextField
              label="Pix copia e cola"
              value={order.pix.qr_code}
              fullWidth
              multiline
              minRows={3}
              slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace', fontSize: 13 } } }}
            />
            <CopyButton text={order.pix.qr_code} label="Copiar código Pix" />
          </Stack>
        </SectionCard>
      )}
      {order.boleto && (
        <SectionCard id="boleto" title={`Boleto de ${formatMoney(order.amount_cents)}`}>
          <Stack spacing={2.5}>
            <Alert severity="info" role="status">
              Vence em {formatDate(order.boleto.due_at)}. Depois de pago, o banco leva até 3 dias úteis para
              confirmar; você recebe um e-mail e seu acesso começa na hora da confirmação.
            </Alert>
            <TextField
              label="Linha digitável"
              value={formatBoletoLine(order.boleto.line)}
              fullWidth
              multiline
              slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <CopyButton text={order.boleto.line} label="Copiar linha digitável" />
              <Button
                variant="outlined"
                startIcon={<PictureAsPdfOutlined />}
                href={order.boleto.pdf_url}
                target="_blank"
                rel="noopener noreferrer"
              >
                Abrir boleto em PDF
              </Button>
            </Stack>
          </Stack>
        </SectionCard>
      )}
      <Button
        component={RouterLink}
        to={spaRoutes.teacherManageSubscription}
        sx={{ alignSelf: 'flex-start' }}
      >
        Ver minha assinatura
      </Button>
    </Stack>
  );
}

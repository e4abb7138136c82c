import { spaRoutes, type Receipt } from '@aula/contracts';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { ErrorState, LoadingState } from '@/components/states';
import { useReceipt } from '../api/receipts';
import {
  chargeKindLabels,
  chargeStatusLabels,
  describeCard,
  formatCnpj,
  maskedCpf,
  partlyRefunded,
} from '../lib/describe';
import { formatDate, formatMoney } from '@/lib/format';

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
        gap: { xs: 0, sm: 2 },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

function ReceiptBody({ receipt }: { receipt: Receipt }) {
  const period =
    receipt.period_start && receipt.period_end
      ? `${formatDate(receipt.period_start)} a ${formatDate(receipt.period_end)}`
      : '—';
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={`Recibo ${receipt.number}`}
      sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, '@media print': { border: 0, p: 0 } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <Box>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            Recibo
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>Nº {receipt.number}</Typography>
        </Box>
        <Box sx={{ textAlign: { sm: 'right' } }}>
          <Typography sx={{ fontWeight: 600 }}>{receipt.company.name}</Typography>
          {receipt.company.cnpj && (
            <Typography variant="body2">CNPJ {formatCnpj(receipt.company.cnpj)}</Typography>
          )}
        </Box>
      </Box>
      <Typography sx={{ mb: 3 }}>
        Recebemos de <strong>{receipt.customer.name}</strong>
        {receipt.customer.cpf ? ` (CPF ${maskedCpf(receipt.customer.cpf)})` : ''} a quantia de{' '}
        <strong>{formatMoney(receipt.amount_cents)}</strong>, referente à assinatura
        {receipt.plan_name ? ` do plano ${receipt.plan_name}` : ''}.
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Line label="Descrição">
          {chargeKindLabels[receipt.kind]}
          {receipt.plan_name && ` · Plano ${receipt.plan_name}`}
        </Line>
        <Line label="Período">{period}</Line>
        <Line label="Valor pago">{formatMoney(receipt.amount_cents)}</Line>
        {receipt.discount_cents > 0 && <Line label="Desconto">{formatMoney(receipt.discount_cents)}</Line>}
        {partlyRefunded(receipt) && (
          <Line label="Devolvido ao cartão">{formatMoney(receipt.refunded_cents)}</Line>
        )}
        <Line label="Forma de pagamento">Cartão de crédito {describeCard(receipt.card)}</Line>
        <Line label="Data do pagamento">{formatDate(receipt.paid_at)}</Line>
        {receipt.status !== 'paid' && <Line label="Situação">{chargeStatusLabels[receipt.status]}</Line>}
        {receipt.provider_charge_id && <Line label="Código da cobrança">{receipt.provider_charge_id}</Line>}
      </Box>
    </Paper>
  );
}

/** /dashboard/payment/receipts/:orderId — one paid charge's receipt, ready to print. */
export function ReceiptPage() {
  const orderId = Number(useParams().orderId);
  const receipt = useReceipt(orderId);
  return (
    <>
      <title>Recibo | Aula</title>
      {/* Only the receipt goes to paper: the dashboard's print styles drop menus, banners and buttons. */}
      <Box className="no-print" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <BackLink to={spaRoutes.teacherManageSubscription} label="Voltar para minha assinatura" />
        {receipt.data && (
          <Button variant="contained" startIcon={<PrintOutlined />} onClick={() => window.print()}>
            Imprimir
          </Button>
        )}
      </Box>
      {receipt.isError ? (
        <ErrorState
          error={receipt.error}
          fallback="Não foi possível carregar o recibo."
          onRetry={() => void receipt.refetch()}
        />
      ) : receipt.data ? (
        <ReceiptBody receipt={receipt.data} />
      ) : (
        <LoadingState label="Carregando o recibo…" />
      )}
    </>
  );
}

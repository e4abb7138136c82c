import Typography from '@mui/material/Typography';
import type { AdminOrder } from '@aula/contracts';
import { formatDate, formatMoney } from '@/lib/format';
import { describePayment, orderKindLabels, orderStatusLabels } from '../lib/labels';
import { ChargeLink, InvoiceLink } from './provider-links';
import { userLink } from './user-link';
import { type Column } from '@/components/admin-kit/data-table';
import { LabelledStatusChip } from './labelled-status-chip';

/** The orders table, on the orders screen and a subscription's page. */
export const orderColumns: Column<AdminOrder>[] = [
  {
    key: 'date',
    label: 'Data',
    sort: 'created_at',
    nowrap: true,
    render: (o) => formatDate(o.paid_at ?? o.created_at),
  },
  { key: 'user', label: 'Cliente', render: (o) => userLink(o.user) },
  {
    key: 'kind',
    label: 'Tipo',
    render: (o) =>
      `${orderKindLabels[o.kind]}${o.subscription_plan_name ? ` · ${o.subscription_plan_name}` : ''}`,
  },
  {
    key: 'method',
    label: 'Forma de pagamento',
    nowrap: true,
    render: (o) => describePayment(o.payment_method, o.installments),
  },
  {
    key: 'amount',
    label: 'Valor',
    sort: 'amount_cents',
    align: 'right',
    nowrap: true,
    render: (o) => formatMoney(o.amount_cents),
  },
  {
    key: 'discount',
    label: 'Desconto',
    align: 'right',
    nowrap: true,
    render: (o) => (o.discount_cents ? formatMoney(o.discount_cents) : '—'),
  },
  {
    key: 'status',
    label: 'Situação',
    render: (o) => (
      <>
        <LabelledStatusChip value={o.status} labels={orderStatusLabels} />
        {o.status === 'paid' && o.refund_requested_at && (
          <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
            Reembolso pedido
          </Typography>
        )}
        {o.status === 'paid' && o.refunded_cents > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
            {formatMoney(o.refunded_cents)} devolvidos
          </Typography>
        )}
      </>
    ),
  },
  { key: 'charge', label: 'Cobrança', render: (o) => <ChargeLink id={o.provider_charge_id} /> },
  { key: 'invoice', label: 'Fatura', render: (o) => <InvoiceLink id={o.provider_invoice_id} /> },
];

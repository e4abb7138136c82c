import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AdminOrder, AdminOrdersByMethod } from '@aula/contracts';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { useSnackbar } from '@/lib/toast';
import { useBoletoRefundPaid, useOrders, useOrdersByMethod } from '../api/subscriptions';
import { paymentMethodLabels } from '../lib/labels';
import { userLink } from './user-link';
import { QueryState } from '@/components/admin-kit/query-state';
import { DetailSection } from '@/components/admin-kit/detail-section';
import { DataTable, type Column } from '@/components/admin-kit/data-table';

type MethodRow = AdminOrdersByMethod[number];

const methodColumns: Column<MethodRow>[] = [
  {
    key: 'method',
    label: 'Forma',
    rowHeader: true,
    render: (row) => paymentMethodLabels[row.payment_method],
  },
  { key: 'orders', label: 'Pedidos', align: 'right', render: (row) => row.orders },
  { key: 'paid', label: 'Pagos', align: 'right', render: (row) => row.paid },
  {
    key: 'received',
    label: 'Recebido',
    align: 'right',
    nowrap: true,
    render: (row) => formatMoney(row.paid_cents),
  },
  {
    key: 'refunded',
    label: 'Devolvido',
    align: 'right',
    nowrap: true,
    render: (row) => formatMoney(row.refunded_cents),
  },
  { key: 'pending', label: 'Aguardando', align: 'right', render: (row) => row.pending },
  { key: 'expired', label: 'Expirados ou recusados', align: 'right', render: (row) => row.expired_or_failed },
  {
    key: 'installments',
    label: 'Parcelados',
    align: 'right',
    render: (row) => (row.payment_method === 'credit_card' ? row.in_installments : '—'),
  },
];

/** Orders by payment method over the period of the filters: how teachers pay, and how much. */
export function OrdersByMethodReport({ dateFrom, dateTo }: { dateFrom: string; dateTo: string }) {
  const report = useOrdersByMethod(dateFrom, dateTo);
  return (
    <DetailSection title="Por forma de pagamento">
      <QueryState query={report} fallback="Não foi possível carregar o relatório por forma de pagamento.">
        {(rows) => (
          <DataTable
            label="Pedidos por forma de pagamento"
            columns={methodColumns}
            rows={rows}
            rowKey={(row) => row.payment_method}
          />
        )}
      </QueryState>
    </DetailSection>
  );
}

/** Boleto refunds teachers asked for (CDC art. 49): the account to transfer to, and "transferido". */
export function BoletoRefunds() {
  const pending = useOrders('?refund_pending=true&page_size=50');
  const paid = useBoletoRefundPaid();
  const { enqueueSnackbar } = useSnackbar();
  const rows = pending.data?.results ?? [];
  if (!pending.isError && rows.length === 0) return null;
  const done = (order: AdminOrder) =>
    paid.mutate(order.id, {
      onSuccess: () =>
        enqueueSnackbar('Reembolso registrado. O acesso do pedido terminou.', { variant: 'success' }),
      onError: (error) =>
        enqueueSnackbar(errorMessage(error, 'Não foi possível registrar o reembolso.'), { variant: 'error' }),
    });
  const columns: Column<AdminOrder>[] = [
    { key: 'user', label: 'Cliente', render: (order) => userLink(order.user) },
    {
      key: 'amount',
      label: 'Valor',
      align: 'right',
      nowrap: true,
      render: (order) => formatMoney(order.amount_cents),
    },
    {
      key: 'account',
      label: 'Conta',
      render: ({ refund_bank_account: account }) =>
        account ? (
          <Typography variant="body2">
            {account.holder_name} (CPF {account.holder_cpf}) · {account.bank} · ag. {account.agency} · conta{' '}
            {account.account}
          </Typography>
        ) : (
          '—'
        ),
    },
    {
      key: 'action',
      label: 'Ação',
      render: (order) => (
        <Button size="small" onClick={() => done(order)} disabled={paid.isPending}>
          Marcar como transferido
        </Button>
      ),
    },
  ];
  return (
    <DetailSection title="Reembolsos de boleto a transferir">
      <QueryState query={pending} fallback="Não foi possível carregar os reembolsos pendentes.">
        {() => (
          <DataTable
            label="Reembolsos de boleto a transferir"
            columns={columns}
            rows={rows}
            rowKey={(order) => order.id}
          />
        )}
      </QueryState>
    </DetailSection>
  );
}

import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminOrder } from '@aula/contracts';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { useSnackbar } from '@/lib/toast';
import { useBoletoRefundPaid, useOrders, useOrdersByMethod } from '../api/subscriptions';
import { paymentMethodLabels } from '../lib/labels';
import { userLink } from './user-link';
import { QueryState } from '@/components/admin-kit/query-state';
import { DetailSection } from '@/components/admin-kit/detail-section';

/** Orders by payment method over the period of the filters: how teachers pay, and how much. */
export function OrdersByMethodReport({ dateFrom, dateTo }: { dateFrom: string; dateTo: string }) {
  const report = useOrdersByMethod(dateFrom, dateTo);
  return (
    <DetailSection title="Por forma de pagamento">
      <QueryState query={report} fallback="Não foi possível carregar o relatório por forma de pagamento.">
        {(rows) => (
          <TableContainer>
            <Table size="small" aria-label="Pedidos por forma de pagamento">
              <TableHead>
                <TableRow>
                  <TableCell>Forma</TableCell>
                  <TableCell align="right">Pedidos</TableCell>
                  <TableCell align="right">Pagos</TableCell>
                  <TableCell align="right">Recebido</TableCell>
                  <TableCell align="right">Devolvido</TableCell>
                  <TableCell align="right">Aguardando</TableCell>
                  <TableCell align="right">Expirados ou recusados</TableCell>
                  <TableCell align="right">Parcelados</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.payment_method}>
                    <TableCell component="th" scope="row">
                      {paymentMethodLabels[row.payment_method]}
                    </TableCell>
                    <TableCell align="right">{row.orders}</TableCell>
                    <TableCell align="right">{row.paid}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(row.paid_cents)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(row.refunded_cents)}
                    </TableCell>
                    <TableCell align="right">{row.pending}</TableCell>
                    <TableCell align="right">{row.expired_or_failed}</TableCell>
                    <TableCell align="right">
                      {row.payment_method === 'credit_card' ? row.in_installments : '—'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
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
  return (
    <DetailSection title="Reembolsos de boleto a transferir">
      <QueryState query={pending} fallback="Não foi possível carregar os reembolsos pendentes.">
        {() => (
          <TableContainer>
            <Table size="small" aria-label="Reembolsos de boleto a transferir">
              <TableHead>
                <TableRow>
                  <TableCell>Cliente</TableCell>
                  <TableCell align="right">Valor</TableCell>
                  <TableCell>Conta</TableCell>
                  <TableCell>Ação</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((order) => {
                  const account = order.refund_bank_account;
                  return (
                    <TableRow key={order.id}>
                      <TableCell>{userLink(order.user)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(order.amount_cents)}
                      </TableCell>
                      <TableCell>
                        {account ? (
                          <Typography variant="body2">
                            {account.holder_name} (CPF {account.holder_cpf}) · {account.bank} · ag.{' '}
                            {account.agency} · conta {account.account}
                          </Typography>
                        ) : (
                          '—'
                        )}
                      </TableCell>
                      <TableCell>
                        <Button size="small" onClick={() => done(order)} disabled={paid.isPending}>
                          Marcar como transferido
                        </Button>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryState>
    </DetailSection>
  );
}

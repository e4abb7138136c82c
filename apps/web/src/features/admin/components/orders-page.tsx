import Button from '@mui/material/Button';
import { useOrders } from '../api/subscriptions';
import { useListParams } from '../hooks/use-list-params';
import { optionsOf, orderStatusLabels, paymentMethodLabels } from '../lib/labels';
import { BoletoRefunds, OrdersByMethodReport } from './orders-by-method';
import { orderColumns } from './order-columns';
import { DataTable } from '@/components/admin-kit/data-table';
import { pagingOf } from '@/components/admin-kit/data-table-pagination';
import { DateFilter } from '@/components/admin-kit/date-filter';
import { FilterBar, SelectFilter } from '@/components/admin-kit/filter-bar';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';

/** /admin-dashboard/payment/orders */
export function OrdersPage() {
  const list = useListParams(['status', 'user', 'date_from', 'date_to', 'payment_method'] as const, {
    ordering: '-created_at',
  });
  const orders = useOrders(list.apiQuery);
  return (
    <>
      <AdminPageHeader
        title="Pedidos"
        subtitle="Cada cobrança feita: primeira, renovações, trocas de plano, produtos e o plano anual por Pix, boleto ou cartão parcelado."
      />
      <BoletoRefunds />
      <OrdersByMethodReport dateFrom={list.values.date_from} dateTo={list.values.date_to} />
      <FilterBar>
        <SelectFilter
          id="filtro-pedido"
          label="Situação"
          all="Todas"
          {...list.filter('status')}
          options={optionsOf(orderStatusLabels)}
        />
        <SelectFilter
          id="filtro-pedido-forma"
          label="Forma de pagamento"
          all="Todas"
          {...list.filter('payment_method')}
          options={Object.entries(paymentMethodLabels)}
        />
        <DateFilter id="pedido-de" label="De" {...list.filter('date_from')} />
        <DateFilter id="pedido-ate" label="Até" {...list.filter('date_to')} />
        {list.values.user && (
          <Button onClick={() => list.update({ user: null })}>Mostrar todos os clientes</Button>
        )}
      </FilterBar>
      <DataTable
        label="Pedidos"
        columns={orderColumns}
        rows={orders.data?.results}
        rowKey={(o) => o.id}
        query={orders}
        empty="Nenhum pedido com esses filtros."
        ordering={list.ordering}
        onSort={(ordering) => list.update({ ordering })}
        paging={pagingOf(list, orders.data?.count)}
      />
    </>
  );
}

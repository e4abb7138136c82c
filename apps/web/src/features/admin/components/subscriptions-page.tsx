import { routePath, spaRoutes, type AdminSubscription } from '@aula/contracts';
import { formatDate, formatMoney } from '@/lib/format';
import { usePlans } from '../api/plans';
import { useSubscriptions } from '../api/subscriptions';
import { useListParams } from '../hooks/use-list-params';
import { describePayment, optionsOf, paymentMethodLabels, subscriptionStatusLabels } from '../lib/labels';
import { OrphanSubscriptionsSection } from './orphan-subscriptions-section';
import { PlansLoadError } from './plans-load-error';
import { userLink } from './user-link';
import { type Column, DataTable } from '@/components/admin-kit/data-table';
import { pagingOf } from '@/components/admin-kit/data-table-pagination';
import { FilterBar, SelectFilter } from '@/components/admin-kit/filter-bar';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';
import { LabelledStatusChip } from './labelled-status-chip';
import { TextLink } from '@/components/admin-kit/router-links';

const statusOptions = optionsOf(subscriptionStatusLabels);

/** /admin-dashboard/payment/subscriptions */
export function SubscriptionsPage() {
  const list = useListParams(['status', 'plan', 'user', 'payment_method'] as const, {
    ordering: '-created_at',
  });
  const subs = useSubscriptions(list.apiQuery);
  const plans = usePlans();
  const columns: Column<AdminSubscription>[] = [
    {
      key: 'id',
      label: 'Nº',
      render: (s) => (
        <TextLink to={routePath(spaRoutes.adminSubscription, { subscriptionId: s.id })}>#{s.id}</TextLink>
      ),
    },
    { key: 'user', label: 'Assinante', render: (s) => userLink(s.user) },
    { key: 'plan', label: 'Plano', render: (s) => s.plan.name },
    {
      key: 'status',
      label: 'Situação',
      render: (s) => <LabelledStatusChip value={s.status} labels={subscriptionStatusLabels} />,
    },
    { key: 'origin', label: 'Origem', render: (s) => (s.granted_by ? 'Concedida' : 'Paga') },
    {
      key: 'method',
      label: 'Pagamento',
      nowrap: true,
      render: (s) =>
        s.granted_by
          ? '—'
          : `${describePayment(s.payment_method, s.installments)}${s.billing === 'order' ? ' (anual avulso)' : ''}`,
    },
    { key: 'price', label: 'Valor', align: 'right', nowrap: true, render: (s) => formatMoney(s.price_cents) },
    {
      key: 'end',
      label: 'Fim do período',
      sort: 'current_period_end',
      nowrap: true,
      render: (s) => formatDate(s.current_period_end),
    },
    {
      key: 'created',
      label: 'Criada em',
      sort: 'created_at',
      nowrap: true,
      render: (s) => formatDate(s.created_at),
    },
  ];
  return (
    <>
      <AdminPageHeader
        title="Assinaturas"
        subtitle="Pagas e concedidas. Abra uma para estender, cancelar ou reembolsar."
      />
      <FilterBar>
        <SelectFilter
          id="filtro-situacao"
          label="Situação"
          all="Todas"
          {...list.filter('status')}
          options={statusOptions}
        />
        <SelectFilter
          id="filtro-plano"
          label="Plano"
          {...list.filter('plan')}
          options={(plans.data ?? []).map((p) => [String(p.id), p.name])}
        />
        <SelectFilter
          id="filtro-forma-pagamento"
          label="Forma de pagamento"
          all="Todas"
          {...list.filter('payment_method')}
          options={Object.entries(paymentMethodLabels)}
        />
      </FilterBar>
      <PlansLoadError plans={plans} />
      <DataTable
        label="Assinaturas"
        columns={columns}
        rows={subs.data?.results}
        rowKey={(s) => s.id}
        query={subs}
        empty="Nenhuma assinatura com esses filtros."
        ordering={list.ordering}
        onSort={(ordering) => list.update({ ordering })}
        paging={pagingOf(list, subs.data?.count)}
      />
      <OrphanSubscriptionsSection />
    </>
  );
}

import {
  adminOrderSchema,
  adminPlanSchema,
  adminSubscriptionDetailSchema,
  adminSubscriptionSchema,
  paginatedSchema,
  routePath,
  spaRoutes,
  type AdminOrder,
  type AdminSubscription,
  type AdminSubscriptionAction,
  type AdminSubscriptionDetail,
} from '@aula/contracts';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useParams } from 'react-router';
import { z } from 'zod';
import { useProfile } from '@/lib/profile';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import { useListParams } from '../hooks/use-list-params';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { personName } from '../lib/person-name';
import {
  cardLabel,
  optionsOf,
  orderKindLabels,
  orderStatusLabels,
  subscriptionStatusLabels,
} from '../lib/labels';
import { DataTable, pagingOf, type Column } from './data-table';
import { OrphanSubscriptionsSection } from './orphan-subscriptions-section';
import { ChargeLink, InvoiceLink } from './provider-links';
import { DateFilter, FilterBar, SelectFilter } from './filters';
import { DetailList, PageHeader, QueryState, Section, StatusChip, TextLink } from './ui';

const userLink = (u: { id: number; name: string; email: string | null } | null) =>
  u ? (
    <TextLink to={routePath(spaRoutes.adminUser, { userId: u.id })}>{personName(u)}</TextLink>
  ) : (
    'Conta excluída'
  );

const statusOptions = optionsOf(subscriptionStatusLabels);

/** /admin-dashboard/payment/subscriptions */
export function SubscriptionsPage() {
  const list = useListParams(['status', 'plan', 'user'] as const, { ordering: '-created_at' });
  const subs = useAdminQuery(
    `/payment/subscriptions${list.apiQuery}`,
    paginatedSchema(adminSubscriptionSchema),
  );
  const plans = useAdminQuery('/payment/subscription-plans', z.array(adminPlanSchema));
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
      render: (s) => <StatusChip value={s.status} labels={subscriptionStatusLabels} />,
    },
    { key: 'origin', label: 'Origem', render: (s) => (s.granted_by ? 'Concedida' : 'Paga') },
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
      <PageHeader
        title="Assinaturas"
        subtitle="Pagas e concedidas. Abra uma para estender, cancelar ou reembolsar."
      />
      <FilterBar>
        <SelectFilter
          id="filtro-situacao"
          label="Situação"
          all="Todas"
          value={list.values.status}
          options={statusOptions}
          onChange={(status) => list.update({ status })}
        />
        <SelectFilter
          id="filtro-plano"
          label="Plano"
          value={list.values.plan}
          options={(plans.data ?? []).map((p) => [String(p.id), p.name])}
          onChange={(plan) => list.update({ plan })}
        />
      </FilterBar>
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

const orderColumns: Column<AdminOrder>[] = [
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
    render: (o) => <StatusChip value={o.status} labels={orderStatusLabels} />,
  },
  { key: 'charge', label: 'Cobrança', render: (o) => <ChargeLink id={o.provider_charge_id} /> },
  { key: 'invoice', label: 'Fatura', render: (o) => <InvoiceLink id={o.provider_invoice_id} /> },
];

/** /admin-dashboard/payment/orders */
export function OrdersPage() {
  const list = useListParams(['status', 'user', 'date_from', 'date_to'] as const, {
    ordering: '-created_at',
  });
  const orders = useAdminQuery(`/payment/orders${list.apiQuery}`, paginatedSchema(adminOrderSchema));
  return (
    <>
      <PageHeader
        title="Pedidos"
        subtitle="Cada cobrança feita: primeira, renovações, trocas de plano e produtos."
      />
      <FilterBar>
        <SelectFilter
          id="filtro-pedido"
          label="Situação"
          all="Todas"
          value={list.values.status}
          options={optionsOf(orderStatusLabels)}
          onChange={(status) => list.update({ status })}
        />
        <DateFilter
          id="pedido-de"
          label="De"
          value={list.values.date_from}
          onChange={(date_from) => list.update({ date_from })}
        />
        <DateFilter
          id="pedido-ate"
          label="Até"
          value={list.values.date_to}
          onChange={(date_to) => list.update({ date_to })}
        />
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

/** /admin-dashboard/payment/subscriptions/:subscriptionId */
export function SubscriptionPage() {
  const { subscriptionId } = useParams();
  const sub = useAdminQuery(
    `/payment/subscriptions/${Number(subscriptionId)}`,
    adminSubscriptionDetailSchema,
    { keepPrevious: false },
  );
  return (
    <QueryState
      query={sub}
      fallback="Não foi possível carregar a assinatura."
      back={{ to: spaRoutes.adminSubscriptions, label: 'Assinaturas' }}
      errorTitle="Assinatura"
    >
      {(s) => <SubscriptionDetail subscription={s} />}
    </QueryState>
  );
}

type ActionKind = AdminSubscriptionAction['action'];
const actionTexts: Record<ActionKind, [string, string]> = {
  extend: ['Estender a assinatura?', 'Estender'],
  cancel_now: ['Cancelar a assinatura agora?', 'Cancelar agora'],
  refund_first_payment: ['Reembolsar o primeiro pagamento?', 'Reembolsar e cancelar'],
};

function SubscriptionDetail({ subscription: s }: { subscription: AdminSubscriptionDetail }) {
  const superuser = useProfile().data?.is_superuser ?? false;
  const { enqueueSnackbar } = useSnackbar();
  const [action, setAction] = useState<ActionKind | null>(null);
  const [days, setDays] = useState('30');
  const act = useAdminMutation(
    (body: AdminSubscriptionAction) => ({ path: `/payment/subscriptions/${s.id}`, method: 'PATCH', body }),
    adminSubscriptionDetailSchema,
  );
  const live = ['pending', 'active', 'past_due', 'canceled'].includes(s.status);
  const open = (kind: ActionKind) => {
    act.reset();
    setAction(kind);
  };
  const confirm = () => {
    const body: AdminSubscriptionAction =
      action === 'extend'
        ? { action: 'extend', days: Number(days) }
        : action === 'cancel_now'
          ? { action: 'cancel_now' }
          : { action: 'refund_first_payment' };
    act.mutate(body, {
      onSuccess: () => {
        enqueueSnackbar('Assinatura atualizada.', { variant: 'success' });
        setAction(null);
      },
    });
  };
  return (
    <>
      <PageHeader
        title={`Assinatura #${s.id}`}
        subtitle={`${s.plan.name} · ${personName(s.user)}`}
        back={{ to: spaRoutes.adminSubscriptions, label: 'Assinaturas' }}
        actions={
          <>
            {!s.provider_subscription_id && (
              <Button variant="outlined" onClick={() => open('extend')}>
                Estender
              </Button>
            )}
            {live && (
              <Button variant="outlined" color="error" onClick={() => open('cancel_now')}>
                Cancelar agora
              </Button>
            )}
            {superuser && s.orders.some((o) => o.status === 'paid') && (
              <Button variant="contained" color="error" onClick={() => open('refund_first_payment')}>
                Reembolsar
              </Button>
            )}
          </>
        }
      />
      <Section title="Resumo">
        <DetailList
          items={[
            ['Assinante', userLink(s.user)],
            ['Situação', <StatusChip key="s" value={s.status} labels={subscriptionStatusLabels} />],
            [
              'Plano',
              <TextLink
                key="p"
                to={routePath(spaRoutes.adminSubscriptionPlan, { subscriptionPlanId: s.plan.id })}
              >
                {s.plan.name}
              </TextLink>,
            ],
            ['Valor', formatMoney(s.price_cents)],
            ['Desconto', s.discount_cents ? formatMoney(s.discount_cents) : '—'],
            ['Período atual', `${formatDate(s.current_period_start)} a ${formatDate(s.current_period_end)}`],
            ['Cartão', cardLabel(s.card_brand, s.card_last4)],
            [
              'Cancelamento',
              s.canceled_at
                ? `${formatDateTime(s.canceled_at)}${s.cancel_reason ? ` — ${s.cancel_reason}` : ''}`
                : s.cancel_at_period_end
                  ? 'No fim do período'
                  : '—',
            ],
            ['Concedida por', s.granted_by ? `${personName(s.granted_by)} — ${s.grant_reason ?? ''}` : '—'],
            ['Id no provedor', s.provider_subscription_id ?? '—'],
            ['Cliente no provedor', s.provider_customer_id ?? '—'],
            ['Criada em', formatDateTime(s.created_at)],
          ]}
        />
      </Section>
      <Section title="Pedidos">
        <DataTable
          label="Pedidos da assinatura"
          columns={orderColumns}
          rows={s.orders}
          rowKey={(o) => o.id}
          query={{ isError: false, error: null, refetch: () => {} }}
          empty="Nenhum pedido."
        />
      </Section>
      <ConfirmDialog
        open={action !== null}
        title={action ? actionTexts[action][0] : ''}
        confirmLabel={action ? actionTexts[action][1] : ''}
        destructive={action !== 'extend'}
        pending={act.isPending}
        error={act.isError ? errorMessage(act.error, 'Não foi possível concluir a ação.') : null}
        onConfirm={confirm}
        onClose={() => setAction(null)}
      >
        {action === 'extend' && (
          <TextField
            id="estender-dias"
            label="Dias a mais"
            type="number"
            value={days}
            onChange={(e) => setDays(e.target.value)}
            slotProps={{ htmlInput: { min: 1, max: 3650 } }}
            sx={{ mt: 1 }}
            fullWidth
          />
        )}
        {action === 'cancel_now' &&
          'O acesso termina agora e a cobrança no provedor é interrompida. Não há reembolso automático.'}
        {action === 'refund_first_payment' &&
          'O primeiro pagamento é devolvido ao cartão (só até 7 dias depois dele) e a assinatura é cancelada agora, no provedor e aqui.'}
      </ConfirmDialog>
    </>
  );
}

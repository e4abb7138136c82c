import { spaRoutes, type ProviderPlan } from '@aula/contracts';
import { formatDate, formatMoney } from '@/lib/format';
import { useProviderPlans } from '../api/plans';
import { providerLabel } from '../lib/labels';
import { PlanLink } from './plan-link';
import { type Column, DataTable } from '@/components/admin-kit/data-table';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';
import { RouterButtonLink } from '@/components/admin-kit/router-links';

const columns: Column<ProviderPlan>[] = [
  {
    key: 'plan',
    label: 'Plano',
    render: (p) => <PlanLink id={p.subscription_plan} name={p.subscription_plan_name} />,
  },
  {
    key: 'provider',
    label: 'Provedor',
    render: (p) => providerLabel(p.provider),
  },
  { key: 'id', label: 'Id no provedor', render: (p) => <code>{p.provider_plan_id}</code> },
  { key: 'price', label: 'Preço', align: 'right', render: (p) => formatMoney(p.price_cents) },
  { key: 'created', label: 'Criado em', render: (p) => formatDate(p.created_at) },
];

/** /admin-dashboard/payment/subscription-plans/provider */
export function ProviderPlansPage() {
  const list = useProviderPlans();
  return (
    <>
      <AdminPageHeader
        title="Planos no provedor"
        subtitle="O plano correspondente na Pagar.me, um por preço. É criado sozinho na primeira assinatura, ou aqui."
        back={{ to: spaRoutes.adminSubscriptionPlans, label: 'Planos' }}
        actions={<RouterButtonLink to={spaRoutes.adminProviderPlanNew}>Criar no provedor</RouterButtonLink>}
      />
      <DataTable
        label="Planos no provedor"
        columns={columns}
        rows={list.data}
        rowKey={(p) => p.id}
        query={list}
        empty="Nenhum plano criado no provedor ainda."
      />
    </>
  );
}

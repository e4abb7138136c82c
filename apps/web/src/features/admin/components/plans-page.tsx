import { spaRoutes, type AdminPlan } from '@aula/contracts';
import { formatMoney } from '@/lib/format';
import { plural } from '@/lib/plural';
import { useProfile } from '@/lib/profile';
import { usePlans } from '../api/plans';
import { billingLabel } from '../lib/labels';
import { PlanLink } from './plan-link';
import { type Column, DataTable } from '@/components/admin-kit/data-table';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';
import { RouterButtonLink } from '@/components/admin-kit/router-links';

const columns: Column<AdminPlan>[] = [
  { key: 'name', label: 'Plano', render: (p) => <PlanLink id={p.id} name={p.name} /> },
  { key: 'price', label: 'Preço', align: 'right', nowrap: true, render: (p) => formatMoney(p.price_cents) },
  {
    key: 'interval',
    label: 'Cobrança',
    render: (p) => billingLabel(p.interval, p.interval_count),
  },
  {
    key: 'trial',
    label: 'Teste grátis',
    render: (p) => (p.trial_days ? plural(p.trial_days, 'dia', 'dias') : '—'),
  },
  {
    key: 'limits',
    label: 'Limites',
    render: (p) =>
      `${plural(p.access_config.max_students, 'aluno', 'alunos')} · ${plural(p.access_config.max_custom_lessons, 'livro', 'livros')}`,
  },
  { key: 'subs', label: 'Assinaturas', align: 'right', render: (p) => p.subscribers_count },
  {
    key: 'state',
    label: 'Situação',
    render: (p) => `${p.is_active ? 'Ativo' : 'Inativo'}${p.is_public ? '' : ' · oculto'}`,
  },
];

/** /admin-dashboard/payment/subscription-plans */
export function PlansPage() {
  const plans = usePlans();
  const superuser = useProfile().data?.is_superuser ?? false;
  return (
    <>
      <AdminPageHeader
        title="Planos de assinatura"
        subtitle="Preços, limites e visibilidade. Alterar planos é uma ação de superusuário."
        actions={
          <>
            <RouterButtonLink to={spaRoutes.adminProviderPlans} variant="outlined">
              Planos no provedor
            </RouterButtonLink>
            {superuser && (
              <RouterButtonLink to={spaRoutes.adminSubscriptionPlanNew}>Novo plano</RouterButtonLink>
            )}
          </>
        }
      />
      <DataTable
        label="Planos"
        columns={columns}
        rows={plans.data}
        rowKey={(p) => p.id}
        query={plans}
        empty="Nenhum plano cadastrado."
      />
    </>
  );
}

import { routePath, spaRoutes } from '@aula/contracts';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { formatDate, formatMoney } from '@/lib/format';
import { plural } from '@/lib/plural';
import { useProfile } from '@/lib/profile';
import { useSnackbar } from '@/lib/toast';
import { useDeletePlan, usePlan } from '../api/plans';
import { billingLabel } from '../lib/labels';
import { DetailList, DetailSection } from '@/components/admin-kit/detail-section';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';
import { QueryState } from '@/components/admin-kit/query-state';
import { RouterButtonLink } from '@/components/admin-kit/router-links';

/** /admin-dashboard/payment/subscription-plans/:subscriptionPlanId */
export function PlanPage() {
  const { subscriptionPlanId } = useParams();
  const plan = usePlan(Number(subscriptionPlanId));
  const superuser = useProfile().data?.is_superuser ?? false;
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePlan();
  return (
    <QueryState
      query={plan}
      fallback="Não foi possível carregar o plano."
      back={{ to: spaRoutes.adminSubscriptionPlans, label: 'Planos' }}
      errorTitle="Plano"
    >
      {(p) => (
        <>
          <AdminPageHeader
            title={`Plano ${p.name}`}
            subtitle={p.description}
            back={{ to: spaRoutes.adminSubscriptionPlans, label: 'Planos' }}
            actions={
              superuser && (
                <>
                  <RouterButtonLink
                    to={routePath(spaRoutes.adminSubscriptionPlanEdit, { subscriptionPlanId: p.id })}
                  >
                    Editar
                  </RouterButtonLink>
                  <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
                    Excluir
                  </Button>
                </>
              )
            }
          />
          <DetailSection title="Preço e cobrança">
            <DetailList
              items={[
                ['Preço', formatMoney(p.price_cents)],
                ['Cobrança', billingLabel(p.interval, p.interval_count)],
                ['Teste grátis', p.trial_days ? plural(p.trial_days, 'dia', 'dias') : 'Não'],
                ['À venda', p.is_active ? 'Sim' : 'Não (desativado)'],
                ['Visível no site', p.is_public ? 'Sim' : 'Não (só para concessões)'],
                ['Assinaturas', String(p.subscribers_count)],
                ['Criado em', formatDate(p.created_at)],
              ]}
            />
          </DetailSection>
          <DetailSection title="Limites (configuração de acesso)">
            <DetailList
              items={[
                ['Configuração', p.access_config.name],
                ['Alunos', String(p.access_config.max_students)],
                ['Livros próprios', String(p.access_config.max_custom_lessons)],
                ['Contas de professor', String(p.access_config.teachers_accounts)],
                ['Anúncios', p.access_config.ads ? 'Sim' : 'Não'],
              ]}
            />
          </DetailSection>
          <ConfirmDialog
            open={confirming}
            title={`Excluir o plano ${p.name}?`}
            confirmLabel="Excluir"
            destructive
            pending={remove.isPending}
            error={remove.isError ? errorMessage(remove.error, 'Não foi possível excluir.') : null}
            onConfirm={() =>
              remove.mutate(p.id, {
                onSuccess: () => {
                  enqueueSnackbar('Plano excluído.', { variant: 'success' });
                  navigate(spaRoutes.adminSubscriptionPlans);
                },
              })
            }
            onClose={() => {
              setConfirming(false);
              remove.reset();
            }}
          >
            Planos com assinaturas não podem ser excluídos: desative-os para parar as vendas.
          </ConfirmDialog>
        </>
      )}
    </QueryState>
  );
}

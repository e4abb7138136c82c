import {
  isUnended,
  routePath,
  spaRoutes,
  type AdminSubscriptionAction,
  type AdminSubscriptionDetail,
} from '@aula/contracts';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { useProfile } from '@/lib/profile';
import { useSnackbar } from '@/lib/toast';
import { useSubscription, useSubscriptionAction } from '../api/subscriptions';
import { personName } from '../lib/person-name';
import { cardLabel, subscriptionStatusLabels } from '../lib/labels';
import { orderColumns } from './order-columns';
import { ExtendSubscriptionDialog } from './extend-subscription-dialog';
import { userLink } from './user-link';
import { DataTable } from '@/components/admin-kit/data-table';
import { DetailList, DetailSection } from '@/components/admin-kit/detail-section';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';
import { QueryState } from '@/components/admin-kit/query-state';
import { LabelledStatusChip } from './labelled-status-chip';
import { TextLink } from '@/components/admin-kit/router-links';

/** /admin-dashboard/payment/subscriptions/:subscriptionId */
export function SubscriptionPage() {
  const { subscriptionId } = useParams();
  const sub = useSubscription(Number(subscriptionId));
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

type ActionKind = Exclude<AdminSubscriptionAction['action'], 'extend'>;
const actionTexts: Record<ActionKind, [string, string]> = {
  cancel_now: ['Cancelar a assinatura agora?', 'Cancelar agora'],
  refund_first_payment: ['Reembolsar o primeiro pagamento?', 'Reembolsar e cancelar'],
};

function SubscriptionDetail({ subscription: s }: { subscription: AdminSubscriptionDetail }) {
  const superuser = useProfile().data?.is_superuser ?? false;
  const { enqueueSnackbar } = useSnackbar();
  const [action, setAction] = useState<ActionKind | null>(null);
  const [extending, setExtending] = useState(false);
  const act = useSubscriptionAction(s.id);
  const open = (kind: ActionKind) => {
    act.reset();
    setAction(kind);
  };
  const confirm = () => {
    if (!action) return;
    act.mutate(
      { action },
      {
        onSuccess: () => {
          enqueueSnackbar('Assinatura atualizada.', { variant: 'success' });
          setAction(null);
        },
      },
    );
  };
  return (
    <>
      <AdminPageHeader
        title={`Assinatura #${s.id}`}
        subtitle={`${s.plan.name} · ${personName(s.user)}`}
        back={{ to: spaRoutes.adminSubscriptions, label: 'Assinaturas' }}
        actions={
          <>
            {!s.provider_subscription_id && (
              <Button variant="outlined" onClick={() => setExtending(true)}>
                Estender
              </Button>
            )}
            {isUnended(s.status) && (
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
      <DetailSection title="Resumo">
        <DetailList
          items={[
            ['Assinante', userLink(s.user)],
            ['Situação', <LabelledStatusChip key="s" value={s.status} labels={subscriptionStatusLabels} />],
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
      </DetailSection>
      <DetailSection title="Pedidos">
        <DataTable
          label="Pedidos da assinatura"
          columns={orderColumns}
          rows={s.orders}
          rowKey={(o) => o.id}
          query={{ isError: false, error: null, refetch: () => {} }}
          empty="Nenhum pedido."
        />
      </DetailSection>
      <ConfirmDialog
        open={action !== null}
        title={action ? actionTexts[action][0] : ''}
        confirmLabel={action ? actionTexts[action][1] : ''}
        destructive
        pending={act.isPending}
        error={act.isError ? errorMessage(act.error, 'Não foi possível concluir a ação.') : null}
        onConfirm={confirm}
        onClose={() => setAction(null)}
      >
        {action === 'cancel_now' &&
          'O acesso termina agora e a cobrança no provedor é interrompida. Não há reembolso automático.'}
        {action === 'refund_first_payment' &&
          'O primeiro pagamento é devolvido ao cartão (só até 7 dias depois dele) e a assinatura é cancelada agora, no provedor e aqui.'}
      </ConfirmDialog>
      <ExtendSubscriptionDialog open={extending} subscriptionId={s.id} onClose={() => setExtending(false)} />
    </>
  );
}

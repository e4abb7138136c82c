import Typography from '@mui/material/Typography';
import { ErrorState, LoadingState } from '@/components/states';
import { useSubscriptionInfo } from '../api/subscription';
import { formatDate, formatMoney } from '@/lib/format';
import { MySubscriptionButton, NoSubscriptionPanel, ResultPanel } from './result-panel';

/** /dashboard/payment/change-plan-success */
export function ChangePlanSuccessPage() {
  const info = useSubscriptionInfo({ pollWhilePending: true });
  if (info.isError) return <ErrorState error={info.error} onRetry={() => void info.refetch()} />;
  if (!info.data) return <LoadingState />;
  const subscription = info.data.subscription;
  if (!subscription) return <NoSubscriptionPanel />;
  return (
    <ResultPanel
      tone={subscription.status === 'pending' ? 'waiting' : 'success'}
      title={subscription.status === 'pending' ? 'Estamos confirmando a mudança' : 'Plano alterado!'}
      actions={<MySubscriptionButton variant="contained" />}
    >
      <Typography>
        Agora você está no plano <strong>{subscription.plan.name}</strong>.
        {subscription.next_billing_at && subscription.next_amount_cents !== null
          ? ` A próxima cobrança, de ${formatMoney(subscription.next_amount_cents)}, será em ${formatDate(subscription.next_billing_at)}.`
          : ''}
      </Typography>
    </ResultPanel>
  );
}

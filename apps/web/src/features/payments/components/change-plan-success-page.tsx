import { spaRoutes } from '@aula/contracts';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ErrorState, LoadingState } from '@/components/states';
import { useSubscriptionInfo } from '../api/subscription';
import { formatDate, formatMoney } from '@/lib/format';
import { NoSubscriptionPanel, ResultPanel } from './result-panel';

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
      actions={
        <Button
          variant="contained"
          size="large"
          component={RouterLink}
          to={spaRoutes.teacherManageSubscription}
        >
          Ver minha assinatura
        </Button>
      }
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

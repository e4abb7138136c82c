import { spaRoutes } from '@aula/contracts';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { ErrorState, LoadingState } from '@/components/states';
import { useSubscriptionInfo } from '../api/subscription';
import { describeCard } from '../lib/describe';
import { formatMoney } from '@/lib/format';
import { MySubscriptionButton, NoSubscriptionPanel, ResultPanel } from './result-panel';

/** What the card change page hands over: the overdue amount it charged, if any. */
export interface CardUpdatedState {
  chargedCents: number | null;
}

/** /dashboard/payment/success-updated-credit-card */
export function CardUpdatedPage() {
  const info = useSubscriptionInfo();
  const chargedCents = (useLocation().state as CardUpdatedState | null)?.chargedCents ?? null;
  if (info.isError) return <ErrorState error={info.error} onRetry={() => void info.refetch()} />;
  if (!info.data) return <LoadingState />;
  const subscription = info.data.subscription;
  if (!subscription) return <NoSubscriptionPanel />;
  const stillOverdue = subscription.status === 'past_due';
  return (
    <ResultPanel
      tone={stillOverdue ? 'warning' : 'success'}
      title={stillOverdue ? 'Cartão salvo, pagamento pendente' : 'Cartão atualizado!'}
      actions={
        <>
          {stillOverdue && (
            <Button
              variant="contained"
              size="large"
              component={RouterLink}
              to={spaRoutes.paymentChangeCreditCard}
            >
              Usar outro cartão
            </Button>
          )}
          <MySubscriptionButton variant={stillOverdue ? 'outlined' : 'contained'} />
        </>
      }
    >
      <Typography>
        {stillOverdue
          ? `Salvamos o cartão ${describeCard(subscription.card)}, mas a cobrança em aberto ainda não foi aprovada. Tente outro cartão ou fale com seu banco.`
          : `${
              chargedCents
                ? `Cobramos ${formatMoney(chargedCents)} do pagamento em aberto no cartão ${describeCard(subscription.card)} e sua assinatura está em dia. `
                : ''
            }As próximas cobranças do plano ${subscription.plan.name} serão feitas no cartão ${describeCard(subscription.card)}.`}
      </Typography>
    </ResultPanel>
  );
}

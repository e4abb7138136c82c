import { spaRoutes } from '@aula/contracts';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { profileQueryKey } from '@/lib/profile';
import { ErrorState, LoadingState } from '@/components/states';
import { useSubscriptionInfo } from '../api/subscription';
import { describeCard } from '../lib/describe';
import { formatDate, formatMoney } from '@/lib/format';
import { MySubscriptionButton, NoSubscriptionPanel, ResultPanel } from './result-panel';

/** /dashboard/payment/success: the subscription is active (or its first charge is being confirmed). */
export function PaymentSuccessPage() {
  const info = useSubscriptionInfo({ pollWhilePending: true });
  const queryClient = useQueryClient();
  const status = info.data?.subscription?.status;

  // A first charge confirmed later (by the provider's webhook) raises the limits only then.
  useEffect(() => {
    if (status === 'active') void queryClient.invalidateQueries({ queryKey: profileQueryKey });
  }, [status, queryClient]);

  if (info.isError) return <ErrorState error={info.error} onRetry={() => void info.refetch()} />;
  if (!info.data) return <LoadingState />;
  const subscription = info.data.subscription;
  if (!subscription) return <NoSubscriptionPanel />;
  if (subscription.status === 'pending') {
    return (
      <ResultPanel tone="waiting" title="Estamos confirmando seu pagamento">
        <Typography>
          A operadora do cartão ainda está processando a cobrança do plano {subscription.plan.name}. Esta
          página se atualiza sozinha; você também receberá um e-mail.
        </Typography>
      </ResultPanel>
    );
  }
  return (
    <ResultPanel
      tone="success"
      title="Assinatura confirmada!"
      actions={
        <>
          <Button variant="contained" size="large" component={RouterLink} to={spaRoutes.teacherStudents}>
            Cadastrar alunos
          </Button>
          <MySubscriptionButton variant="outlined" />
        </>
      }
    >
      <Typography>
        Boas-vindas ao plano <strong>{subscription.plan.name}</strong>. Seus novos limites já estão valendo.
      </Typography>
      {subscription.next_billing_at && subscription.next_amount_cents !== null && (
        <Typography>
          Próxima cobrança em {formatDate(subscription.next_billing_at)}:{' '}
          {formatMoney(subscription.next_amount_cents)} no cartão {describeCard(subscription.card)}.
        </Typography>
      )}
      <Typography>Enviamos a confirmação para o seu e-mail.</Typography>
    </ResultPanel>
  );
}

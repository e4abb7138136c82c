import { spaRoutes } from '@aula/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useProfile } from '@/lib/profile';
import { ErrorState, LoadingState } from '@/components/states';
import { useSubscriptionInfo } from '../api/subscription';
import { describeCard } from '../lib/describe';
import { formatMoney } from '@/lib/format';
import { ResultPanel } from './result-panel';
import { SummaryRow } from './ui';

/**
 * /dashboard/payment/update-payment-information-required: where the teacher area sends a teacher
 * whose renewal failed, until the card is changed.
 */
export function UpdateRequiredPage() {
  const info = useSubscriptionInfo();
  const { data: profile } = useProfile();
  if (info.isError) return <ErrorState error={info.error} onRetry={() => void info.refetch()} />;
  if (!info.data) return <LoadingState />;
  const subscription = info.data.subscription;
  const required = !info.data.payment_information_updated || profile?.payment_information_updated === false;

  if (!required || !subscription) {
    return (
      <ResultPanel
        tone="success"
        title="Seu pagamento está em dia"
        actions={
          <Button variant="contained" size="large" component={RouterLink} to={spaRoutes.teacherHome}>
            Ir para o início
          </Button>
        }
      >
        <Typography>Não há nenhuma cobrança pendente na sua assinatura.</Typography>
      </ResultPanel>
    );
  }
  return (
    <ResultPanel
      tone="warning"
      title="Não conseguimos cobrar sua assinatura"
      actions={
        <>
          <Button
            variant="contained"
            size="large"
            component={RouterLink}
            to={spaRoutes.paymentChangeCreditCard}
          >
            Trocar cartão
          </Button>
          <Button
            variant="outlined"
            size="large"
            component={RouterLink}
            to={spaRoutes.teacherManageSubscription}
          >
            Ver assinatura
          </Button>
        </>
      }
    >
      <Typography>
        A renovação do plano <strong>{subscription.plan.name}</strong> foi recusada pela operadora do cartão{' '}
        {describeCard(subscription.card)}. Isso acontece com cartão vencido, bloqueado ou sem limite.
      </Typography>
      <Typography>
        Cadastre outro cartão para continuar usando a Aula: cobramos nele o valor em aberto e a assinatura
        volta ao normal na hora.
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, mt: 2, textAlign: 'left', maxWidth: 360, mx: 'auto', color: 'text.primary' }}
      >
        <SummaryRow label="Plano" value={subscription.plan.name} />
        <SummaryRow
          label="Valor em aberto"
          value={formatMoney(subscription.open_amount_cents ?? subscription.plan.price_cents)}
        />
        <SummaryRow label="Cartão recusado" value={describeCard(subscription.card)} />
      </Box>
    </ResultPanel>
  );
}

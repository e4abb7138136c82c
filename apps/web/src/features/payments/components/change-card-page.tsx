import { spaRoutes } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { ErrorState, LoadingState } from '@/components/states';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/error-message';
import { updateCardRequest } from '../api/checkout';
import { usePaymentData } from '../api/payment-data';
import { applySubscriptionChange, useSubscriptionInfo } from '../api/subscription';
import { useIdempotentAction } from '../hooks/use-idempotent-action';
import { CardTokenError, tokenizeCard, type CardInput } from '../lib/card-token';
import { describeCard } from '../lib/describe';
import { OUTCOME_UNKNOWN_MESSAGE } from '../lib/errors';
import { formatMoney } from '@/lib/format';
import type { CardUpdatedState } from './card-updated-page';
import { CardForm } from './card-form';

/** /dashboard/payment/change-credit-card: a new card for the next charges (and the overdue one). */
export function ChangeCardPage() {
  const info = useSubscriptionInfo();
  const paymentData = usePaymentData();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const update = useIdempotentAction(updateCardRequest);

  const title = (
    <PageHeader
      title="Trocar cartão"
      subtitle="O novo cartão passa a ser usado nas próximas cobranças da assinatura."
    />
  );
  const failed = info.error ?? paymentData.error;
  if (failed) {
    return (
      <>
        {title}
        <ErrorState
          error={failed}
          onRetry={() => {
            void info.refetch();
            void paymentData.refetch();
          }}
        />
      </>
    );
  }
  if (!info.data || paymentData.data === undefined) {
    return (
      <>
        {title}
        <LoadingState />
      </>
    );
  }
  const subscription = info.data.subscription;
  if (!subscription || subscription.granted) {
    return (
      <>
        {title}
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={spaRoutes.teacherChoosePlan}>
              Ver planos
            </Button>
          }
        >
          Você não tem uma assinatura paga com cartão.
        </Alert>
      </>
    );
  }
  const pastDue = subscription.status === 'past_due';

  async function save(card: CardInput) {
    try {
      const result = await update.run(async () => {
        const token = await tokenizeCard(card, getRuntimeConfig().cardProvider);
        return { card_token: token.id };
      });
      await applySubscriptionChange(queryClient, result);
      const state: CardUpdatedState = { chargedCents: result.charged_cents };
      await navigate(spaRoutes.paymentCardUpdated, { state });
    } catch (error) {
      if (error instanceof CardTokenError) throw error;
    }
  }

  const error = update.error instanceof CardTokenError ? null : update.error;
  return (
    <>
      {title}
      {pastDue ? (
        <Alert severity="warning" sx={{ mb: 3 }}>
          A última cobrança da assinatura não foi paga. Ao salvar o novo cartão, cobramos nele o valor em
          aberto
          {subscription.next_amount_cents !== null ? ` (${formatMoney(subscription.next_amount_cents)})` : ''}
          .
        </Alert>
      ) : (
        <Typography sx={{ mb: 3 }}>
          Cartão atual: <strong>{describeCard(subscription.card)}</strong>. Trocar o cartão não gera cobrança.
        </Typography>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}>
        <CardForm
          holderDocument={paymentData.data?.cpf ?? ''}
          submitLabel={pastDue ? 'Salvar cartão e pagar' : 'Salvar novo cartão'}
          submittingLabel="Salvando cartão…"
          submitting={update.submitting}
          locked={update.outcomeUnknown}
          onSubmit={save}
          beforeSubmit={
            error !== null && (
              <Alert
                severity={update.outcomeUnknown ? 'warning' : 'error'}
                role="alert"
                action={
                  update.outcomeUnknown ? (
                    <Button color="inherit" size="small" onClick={update.startOver}>
                      Usar outro cartão
                    </Button>
                  ) : undefined
                }
              >
                {update.outcomeUnknown
                  ? OUTCOME_UNKNOWN_MESSAGE
                  : errorMessage(error, 'Não foi possível trocar o cartão. Tente novamente.')}
              </Alert>
            )
          }
        />
      </Paper>
      <Button component={RouterLink} to={spaRoutes.teacherManageSubscription} sx={{ mt: 2 }}>
        Voltar para a assinatura
      </Button>
    </>
  );
}

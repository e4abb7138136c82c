import { routePath, spaRoutes, type SubscriptionInfo } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '@/components/section-card';
import { useProfile } from '@/lib/profile';
import { ErrorState, LoadingState } from '@/components/states';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { useResumeSubscription, useSubscriptionInfo } from '../api/subscription';
import { describeCard, statusColors, statusLabels } from '../lib/describe';
import { formatDate, formatMoney } from '@/lib/format';
import { formatPrice } from '../lib/format';
import { freePlanLimits, planBenefits } from '../lib/free-plan';
import { CancelSubscriptionDialog } from './cancel-dialog';
import { describeMethod, OrdersSection } from './orders-section';
import { ChargesTable } from './charges-table';
import { SummaryRow } from './ui';
import { StatusChip } from '@/components/status-chip';

const TITLE = 'Minha assinatura';

/** /dashboard/account/manage-subscription: status, next charge, card, history and every action. */
export function ManageSubscriptionPage() {
  const info = useSubscriptionInfo();
  const header = <PageHeader title={TITLE} subtitle="Seu plano, suas cobranças e seu cartão." />;
  if (info.isError) {
    return (
      <>
        {header}
        <ErrorState
          error={info.error}
          fallback="Não foi possível carregar sua assinatura."
          onRetry={() => void info.refetch()}
        />
      </>
    );
  }
  if (!info.data) {
    return (
      <>
        {header}
        <LoadingState label="Carregando sua assinatura…" />
      </>
    );
  }
  const subscription = info.data.subscription;
  return (
    <Box sx={{ maxWidth: 880 }}>
      {header}
      <Stack spacing={3}>
        {subscription ? <SubscriptionDetails subscription={subscription} /> : <FreePlanOverview />}
        <OrdersSection />
      </Stack>
    </Box>
  );
}

function FreePlanOverview() {
  const { data: profile } = useProfile();
  const benefits = planBenefits(freePlanLimits(profile), { paid: false });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          Plano Gratuito
        </Typography>
        <StatusChip label="Sem assinatura" tone="default" />
      </Box>
      <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>
        Você usa a Aula no plano Gratuito: {benefits[0]?.text.toLowerCase()}, {benefits[1]?.text},{' '}
        {benefits[4]?.text.toLowerCase()}. Assine para ter mais alunos, mais livros próprios e nenhum anúncio.
      </Typography>
      <Button
        variant="contained"
        size="large"
        component={RouterLink}
        to={spaRoutes.teacherChoosePlan}
        sx={{ mt: 3 }}
      >
        Conhecer os planos
      </Button>
    </Paper>
  );
}

function StatusNotice({ subscription }: { subscription: SubscriptionInfo }) {
  const until = formatDate(subscription.current_period_end);
  if (subscription.granted) {
    return (
      <Alert severity="info">
        Este plano foi concedido pela equipe da Aula e vale até {until}. Não há cobrança no cartão.
      </Alert>
    );
  }
  if (subscription.billing === 'order') {
    return subscription.status === 'past_due' ? (
      <Alert severity="warning">
        Seu ano pago terminou em {until}. Você continua com os recursos do plano até{' '}
        {formatDate(subscription.grace_until)}; renove para não voltar ao plano Gratuito.
      </Alert>
    ) : (
      <Alert severity="info">
        Plano pago por {describeMethod(subscription.payment_method, subscription.installments)}, sem renovação
        automática. Avisaremos por e-mail 15, 7 e 1 dia antes do fim para você renovar.
      </Alert>
    );
  }
  switch (subscription.status) {
    case 'past_due':
      return (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              component={RouterLink}
              to={spaRoutes.paymentChangeCreditCard}
            >
              Trocar cartão
            </Button>
          }
        >
          Não conseguimos cobrar a renovação no cartão {describeCard(subscription.card)}. Atualize o cartão
          para manter seu plano.
        </Alert>
      );
    case 'canceled':
      return (
        <Alert severity="warning">
          Assinatura cancelada. Você continua com o plano {subscription.plan.name} até {until}; depois, sua
          conta volta ao plano Gratuito.
        </Alert>
      );
    case 'pending':
      return (
        <Alert severity="info">Estamos confirmando o primeiro pagamento com a operadora do cartão.</Alert>
      );
    default:
      return null;
  }
}

function SubscriptionDetails({ subscription }: { subscription: SubscriptionInfo }) {
  const { enqueueSnackbar } = useSnackbar();
  const resume = useResumeSubscription();
  const [cancelOpen, setCancelOpen] = useState(false);
  const { plan, status, granted } = subscription;
  const byOrder = subscription.billing === 'order';
  const canChangePlan = status === 'active' && !granted && !byOrder;
  const canChangeCard =
    !granted && !byOrder && (status === 'active' || status === 'past_due' || status === 'canceled');
  const canCancel = !granted && !byOrder && (status === 'active' || status === 'past_due');

  function resumeSubscription() {
    resume.mutate(undefined, {
      onSuccess: () =>
        enqueueSnackbar('Assinatura retomada. A renovação automática voltou.', { variant: 'success' }),
      onError: (error) =>
        enqueueSnackbar(errorMessage(error, 'Não foi possível retomar a assinatura.'), { variant: 'error' }),
    });
  }

  return (
    <Stack spacing={3}>
      <Paper
        component="section"
        aria-labelledby="assinatura-plano"
        variant="outlined"
        sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
          <Typography id="assinatura-plano" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            Plano {plan.name}
          </Typography>
          <StatusChip label={statusLabels[status]} tone={statusColors[status]} />
        </Box>
        <StatusNotice subscription={subscription} />
        <Box component="dl" sx={{ m: 0, mt: 1.5 }}>
          <SummaryRow label="Valor do plano" value={formatPrice(plan.price_cents, plan.interval)} />
          <SummaryRow
            label="Período atual"
            value={`${formatDate(subscription.current_period_start)} a ${formatDate(subscription.current_period_end)}`}
          />
          {byOrder && (
            <SummaryRow
              label="Forma de pagamento"
              value={describeMethod(subscription.payment_method, subscription.installments)}
            />
          )}
          {byOrder && <SummaryRow label="Pago até" value={formatDate(subscription.current_period_end)} />}
          {!byOrder && (
            <SummaryRow
              label="Próxima cobrança"
              value={
                subscription.next_billing_at && subscription.next_amount_cents !== null
                  ? `${formatDate(subscription.next_billing_at)} · ${formatMoney(subscription.next_amount_cents)}`
                  : status === 'canceled'
                    ? 'Nenhuma (cancelada)'
                    : '—'
              }
            />
          )}
          {!granted && !byOrder && <SummaryRow label="Cartão" value={describeCard(subscription.card)} />}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
          {byOrder && (
            <Button
              variant="contained"
              component={RouterLink}
              to={`${routePath(spaRoutes.paymentConfirmation, { id: plan.id })}?metodo=${subscription.payment_method}`}
            >
              Renovar por mais um ano
            </Button>
          )}
          {canChangePlan && (
            <Button variant="contained" component={RouterLink} to={spaRoutes.paymentChangePlan}>
              Mudar de plano
            </Button>
          )}
          {canChangeCard && (
            <Button variant="outlined" component={RouterLink} to={spaRoutes.paymentChangeCreditCard}>
              Trocar cartão
            </Button>
          )}
          {!granted && (
            <Button variant="outlined" component={RouterLink} to={spaRoutes.paymentUpdateUserData}>
              Dados de cobrança
            </Button>
          )}
          {status === 'canceled' && subscription.cancel_at_period_end && (
            <Button variant="contained" onClick={resumeSubscription} disabled={resume.isPending}>
              {resume.isPending ? 'Retomando…' : 'Retomar assinatura'}
            </Button>
          )}
          {canCancel && (
            <Button color="error" onClick={() => setCancelOpen(true)} sx={{ ml: { sm: 'auto' } }}>
              Cancelar assinatura
            </Button>
          )}
        </Box>
      </Paper>
      <SectionCard id="historico" title="Histórico de cobranças">
        <ChargesTable subscriptionId={subscription.id} />
      </SectionCard>
      {/* Mounted while the subscription changes under it, so its success message still shows. */}
      <CancelSubscriptionDialog
        open={cancelOpen && canCancel}
        onClose={() => setCancelOpen(false)}
        subscription={subscription}
      />
    </Stack>
  );
}

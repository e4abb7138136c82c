import { routePath, spaRoutes, type SubscriptionPlan, monthlyEquivalentCents } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ErrorState, LoadingState } from '@/components/states';
import { PageHeader } from '@/components/page-header';
import { useSubscriptionPlans } from '../api/plans';
import { useSubscriptionInfo } from '../api/subscription';
import { formatMoney } from '@/lib/format';
import { formatPrice } from '../lib/format';
import { planBenefits } from '../lib/free-plan';

/** /dashboard/payment/change-plan: pick the plan to move to. */
export function ChangePlanPage() {
  const plans = useSubscriptionPlans();
  const info = useSubscriptionInfo();
  const title = (
    <PageHeader
      title="Mudar de plano"
      subtitle="Escolha o novo plano. Antes de confirmar, você vê quanto paga agora, já descontado o que sobrou do plano atual."
    />
  );
  if (plans.isError || info.isError) {
    return (
      <>
        {title}
        <ErrorState
          error={plans.error ?? info.error}
          onRetry={() => {
            void plans.refetch();
            void info.refetch();
          }}
        />
      </>
    );
  }
  if (!plans.data || !info.data) {
    return (
      <>
        {title}
        <LoadingState />
      </>
    );
  }
  const subscription = info.data.subscription;
  if (!subscription || subscription.status !== 'active' || subscription.granted) {
    return (
      <>
        {title}
        <Alert
          severity="info"
          action={
            <Button
              color="inherit"
              size="small"
              component={RouterLink}
              to={subscription ? spaRoutes.teacherManageSubscription : spaRoutes.teacherChoosePlan}
            >
              {subscription ? 'Ver assinatura' : 'Ver planos'}
            </Button>
          }
        >
          {subscription
            ? 'Só é possível mudar de plano com uma assinatura ativa e paga.'
            : 'Você ainda não tem uma assinatura. Escolha um plano para assinar.'}
        </Alert>
      </>
    );
  }
  const others = plans.data.filter((plan) => plan.id !== subscription.plan.id);
  return (
    <>
      {title}
      <Typography sx={{ mb: 2 }}>
        Plano atual: <strong>{subscription.plan.name}</strong> (
        {formatPrice(subscription.plan.price_cents, subscription.plan.interval)})
      </Typography>
      {others.length === 0 ? (
        <Alert severity="info">Não há outros planos disponíveis no momento.</Alert>
      ) : (
        <Stack
          spacing={2}
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label="Planos disponíveis"
        >
          {others.map((plan) => (
            <PlanOption key={plan.id} plan={plan} />
          ))}
        </Stack>
      )}
    </>
  );
}

function PlanOption({ plan }: { plan: SubscriptionPlan }) {
  const headingId = `novo-plano-${plan.id}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}
    >
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: { xs: 'stretch', sm: 'center' },
          flexDirection: { xs: 'column', sm: 'row' },
        }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {plan.name}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {formatPrice(plan.price_cents, plan.interval, plan.interval_count)}
            {plan.interval === 'year' && (
              <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                {' '}
                (equivale a{' '}
                {formatMoney(monthlyEquivalentCents(plan.price_cents, 'year', plan.interval_count))}/mês)
              </Typography>
            )}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {plan.description ||
              planBenefits(plan.limits, { paid: true })
                .map((b) => b.text)
                .join(' · ')}
          </Typography>
        </Box>
        <Button
          variant="contained"
          component={RouterLink}
          to={routePath(spaRoutes.paymentChangePlanConfirmation, { subscriptionPlanId: plan.id })}
          aria-label={`Escolher o plano ${plan.name}`}
          sx={{ flexShrink: 0 }}
        >
          Escolher
        </Button>
      </Box>
    </Paper>
  );
}

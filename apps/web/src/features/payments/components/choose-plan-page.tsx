import { routePath, spaRoutes, type SubscriptionPlan } from '@aula/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useProfile } from '@/lib/profile';
import { ErrorState, LoadingState } from '@/components/states';
import { PageHeader } from '@/components/page-header';
import { useSubscriptionPlans } from '../api/plans';
import { useSubscriptionInfo } from '../api/subscription';
import { freePlanLimits } from '../lib/free-plan';
import { PlanCard, type PlanCardData } from './plan-card';
import { billingDataPath } from '../lib/paths';

const FREE_KEY = 'gratuito';

function cardDataOf(plan: SubscriptionPlan): PlanCardData {
  return {
    key: String(plan.id),
    name: plan.name,
    description: plan.description,
    priceCents: plan.price_cents,
    interval: plan.interval,
    intervalCount: plan.interval_count,
    trialDays: plan.trial_days,
    limits: plan.limits,
  };
}

/** The plan that costs least per month among the yearly ones, to point out. */
function cheapestYearly(plans: SubscriptionPlan[]): number | undefined {
  const yearly = plans.filter((p) => p.interval === 'year');
  return yearly.sort((a, b) => a.price_cents / a.interval_count - b.price_cents / b.interval_count)[0]?.id;
}

/** /dashboard/account/choose-plan: the free plan and the plans for sale, side by side. */
export function ChoosePlanPage() {
  const plans = useSubscriptionPlans();
  const info = useSubscriptionInfo();
  const { data: profile } = useProfile();

  const header = (
    <PageHeader
      title="Escolha seu plano"
      subtitle="Assine para cadastrar mais alunos, criar mais livros próprios e usar a Aula sem anúncios. Cancele quando quiser, sem multa."
    />
  );
  if (plans.isPending || info.isPending) {
    return (
      <>
        {header}
        <LoadingState label="Carregando os planos…" />
      </>
    );
  }
  if (plans.isError || info.isError) {
    return (
      <>
        {header}
        <ErrorState
          error={plans.error ?? info.error}
          fallback="Não foi possível carregar os planos."
          onRetry={() => {
            void plans.refetch();
            void info.refetch();
          }}
        />
      </>
    );
  }

  const subscription = info.data.subscription;
  const currentPlanId = subscription?.plan.id;
  const changeable = subscription?.status === 'active' && !subscription.granted;
  const recommended = cheapestYearly(plans.data);
  const free: PlanCardData = {
    key: FREE_KEY,
    name: 'Gratuito',
    description: 'Para conhecer a Aula e começar com uma turma pequena.',
    priceCents: 0,
    interval: null,
    limits: freePlanLimits(profile),
  };

  function actionFor(plan: SubscriptionPlan) {
    if (plan.id === currentPlanId) {
      return (
        <Button
          variant="outlined"
          size="large"
          component={RouterLink}
          to={spaRoutes.teacherManageSubscription}
        >
          Gerenciar assinatura
        </Button>
      );
    }
    if (!subscription) {
      return (
        <Button
          variant="contained"
          size="large"
          component={RouterLink}
          to={billingDataPath(plan.id)}
          aria-label={`Assinar o plano ${plan.name}`}
        >
          Assinar
        </Button>
      );
    }
    if (changeable) {
      return (
        <Button
          variant="contained"
          size="large"
          component={RouterLink}
          to={routePath(spaRoutes.paymentChangePlanConfirmation, { subscriptionPlanId: plan.id })}
          aria-label={`Mudar para o plano ${plan.name}`}
        >
          Mudar para este plano
        </Button>
      );
    }
    return null;
  }

  return (
    <>
      {header}
      {subscription && !changeable && (
        <Typography sx={{ mb: 3 }}>
          Sua assinatura do plano {subscription.plan.name} não pode mudar de plano agora.{' '}
          <Link component={RouterLink} to={spaRoutes.teacherManageSubscription}>
            Veja a situação da sua assinatura
          </Link>
          .
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: {
            xs: '1fr',
            md: `repeat(${Math.min(plans.data.length + 1, 3)}, minmax(0, 1fr))`,
          },
          alignItems: 'stretch',
        }}
      >
        <PlanCard
          plan={free}
          current={!subscription}
          footnote={
            subscription ? (
              <>
                Para voltar ao Gratuito,{' '}
                <Link component={RouterLink} to={spaRoutes.teacherManageSubscription}>
                  cancele a assinatura
                </Link>
                : você continua com o plano pago até o fim do período já pago.
              </>
            ) : undefined
          }
        />
        {plans.data.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={cardDataOf(plan)}
            current={plan.id === currentPlanId}
            highlight={plan.id === recommended ? 'Mais econômico' : undefined}
            action={actionFor(plan)}
          />
        ))}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 3 }}>
        Pagamento com cartão de crédito e renovação automática. Você pode cancelar quando quiser, pela própria
        Aula, e continua com o plano até o fim do período já pago.
      </Typography>
    </>
  );
}

import { routePath, spaRoutes } from '@aula/contracts';
import Paper from '@mui/material/Paper';
import { useNavigate, useParams } from 'react-router';
import { fullNameOf, useProfile } from '@/lib/profile';
import { ErrorState, LoadingState } from '@/components/states';
import { isNotFound } from '@/lib/error-message';
import { PageHeader } from '@/components/page-header';
import { usePaymentData } from '../api/payment-data';
import { planIdOf, useSubscriptionPlan } from '../api/plans';
import { useSubscriptionInfo } from '../api/subscription';
import { AlreadySubscribedNotice, ChosenPlanBar, PlanNotFound } from './flow-notices';
import { PaymentDataForm } from './payment-data-form';

/** /dashboard/payment/:id/user-payment-data: billing data before the card (prefilled when known). */
export function PaymentUserDataPage() {
  const planId = planIdOf(useParams().id);
  const navigate = useNavigate();
  const plan = useSubscriptionPlan(planId);
  const paymentData = usePaymentData();
  const info = useSubscriptionInfo();
  const { data: profile } = useProfile();

  const title = (
    <PageHeader
      title="Dados de cobrança"
      subtitle="A operadora do cartão usa estes dados para confirmar o pagamento. Preencha o CEP e completamos o endereço."
    />
  );
  if (Number.isNaN(planId) || isNotFound(plan.error)) {
    return (
      <>
        {title}
        <PlanNotFound />
      </>
    );
  }
  const failed = plan.error ?? paymentData.error ?? info.error;
  if (failed) {
    return (
      <>
        {title}
        <ErrorState
          error={failed}
          onRetry={() => {
            void plan.refetch();
            void paymentData.refetch();
            void info.refetch();
          }}
        />
      </>
    );
  }
  if (!plan.data || paymentData.data === undefined || !info.data) {
    return (
      <>
        {title}
        <LoadingState />
      </>
    );
  }
  if (info.data.subscription) {
    return (
      <>
        {title}
        <AlreadySubscribedNotice planName={info.data.subscription.plan.name} />
      </>
    );
  }
  return (
    <>
      {title}
      <ChosenPlanBar plan={plan.data} />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}>
        <PaymentDataForm
          initial={paymentData.data}
          fallbackName={profile ? fullNameOf(profile) : ''}
          submitLabel="Continuar para o pagamento"
          onSaved={() => void navigate(routePath(spaRoutes.paymentConfirmation, { id: planId }))}
        />
      </Paper>
    </>
  );
}

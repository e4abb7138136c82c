import { routePath, spaRoutes } from '@aula/contracts';
import Paper from '@mui/material/Paper';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { fullNameOf, useProfile } from '@/lib/profile';
import { CheckoutStep } from './checkout-step';
import { AlreadySubscribedNotice, ChosenPlanBar } from './flow-notices';
import { PaymentDataForm } from './payment-data-form';

/** /dashboard/payment/:id/user-payment-data: billing data before the card (prefilled when known). */
export function PaymentUserDataPage() {
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const header = (
    <PageHeader
      title="Dados de cobrança"
      subtitle="A operadora do cartão usa estes dados para confirmar o pagamento. Preencha o CEP e completamos o endereço."
    />
  );
  return (
    <CheckoutStep header={header}>
      {({ planId, plan, paymentData, info }) =>
        info.subscription ? (
          <AlreadySubscribedNotice planName={info.subscription.plan.name} />
        ) : (
          <>
            <ChosenPlanBar plan={plan} />
            <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}>
              <PaymentDataForm
                initial={paymentData}
                fallbackName={profile ? fullNameOf(profile) : ''}
                submitLabel="Continuar para o pagamento"
                onSaved={() => void navigate(routePath(spaRoutes.paymentConfirmation, { id: planId }))}
              />
            </Paper>
          </>
        )
      }
    </CheckoutStep>
  );
}

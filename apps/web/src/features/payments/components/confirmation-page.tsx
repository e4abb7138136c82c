import { spaRoutes, type CouponValidation, type PaymentData, type SubscriptionPlan } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { SectionCard } from '@/components/section-card';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { errorCode, errorMessage } from '@/lib/error-message';
import { PageHeader } from '@/components/page-header';
import { subscribeRequest } from '../api/checkout';
import { applySubscriptionChange } from '../api/subscription';
import { useIdempotentAction } from '../hooks/use-idempotent-action';
import { CardTokenError, tokenizeCard, type CardInput } from '../lib/card-token';
import { formatMoney } from '@/lib/format';
import { couponMessages, OUTCOME_UNKNOWN_MESSAGE } from '../lib/errors';
import { AnnualCheckout } from './annual-checkout';
import { CardForm } from './card-form';
import { CouponField } from './coupon-field';
import { CheckoutStep } from './checkout-step';
import { AlreadySubscribedNotice } from './flow-notices';
import { BillingDataSection, OrderSummary } from './order-summary';
import { billingDataPath } from '../lib/paths';
const TITLE = 'Confirmar assinatura';

/** /dashboard/payment/:id/confirmation: order summary, coupon, card, "Assinar". */
export function PaymentConfirmationPage() {
  const [finished, setFinished] = useState(false);
  return (
    <CheckoutStep header={<PageHeader title={TITLE} subtitle="Confira o pedido e escolha como pagar." />}>
      {({ planId, plan, paymentData, info }) => {
        if (paymentData === null) {
          return <Navigate to={billingDataPath(planId)} replace />;
        }
        // The annual plan is one order (Pix, boleto, card in instalments); it stacks on any access.
        if (plan.interval === 'year') {
          return <AnnualCheckout plan={plan} paymentData={paymentData} info={info} />;
        }
        return info.subscription && !finished ? (
          <AlreadySubscribedNotice planName={info.subscription.plan.name} />
        ) : (
          <Checkout plan={plan} paymentData={paymentData} onFinished={() => setFinished(true)} />
        );
      }}
    </CheckoutStep>
  );
}

function Checkout({
  plan,
  paymentData,
  onFinished,
}: {
  plan: SubscriptionPlan;
  paymentData: PaymentData;
  onFinished: () => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [coupon, setCoupon] = useState<CouponValidation | null>(null);
  const [couponLost, setCouponLost] = useState<string | null>(null);
  const subscribe = useIdempotentAction(subscribeRequest);

  async function pay(card: CardInput) {
    setCouponLost(null);
    try {
      const info = await subscribe.run(async () => {
        const token = await tokenizeCard(card, getRuntimeConfig().cardProvider);
        return {
          subscription_plan: plan.id,
          card_token: token.id,
          ...(coupon ? { coupon_code: coupon.code } : {}),
        };
      });
      // With the new info cached this screen would say "you already subscribe": it stays as it is.
      onFinished();
      await applySubscriptionChange(queryClient, info);
      await navigate(spaRoutes.paymentSuccess);
    } catch (error) {
      if (error instanceof CardTokenError) throw error;
      if (errorCode(error) === 'payment_data_missing') {
        await navigate(billingDataPath(plan.id));
      } else if (couponMessages(error)) {
        // The coupon ran out or expired since it was applied.
        setCoupon(null);
        setCouponLost(couponMessages(error)!.join(' '));
        subscribe.clearError();
      } else if (errorCode(error) === 'already_subscribed') {
        await applySubscriptionChange(queryClient);
      }
    }
  }

  const error = subscribe.error instanceof CardTokenError ? null : subscribe.error;
  const total = coupon?.total_cents ?? plan.price_cents;

  return (
    <Stack spacing={3}>
      <SectionCard id="resumo" title="Resumo do pedido">
        <Stack spacing={2.5}>
          <OrderSummary plan={plan} coupon={coupon} />
          <CouponField
            planId={plan.id}
            applied={coupon}
            onChange={(value) => {
              setCoupon(value);
              setCouponLost(null);
            }}
            disabled={subscribe.submitting || subscribe.outcomeUnknown}
          />
          {couponLost && (
            <Alert severity="warning" role="alert">
              {couponLost} O cupom foi removido; confira o novo total.
            </Alert>
          )}
        </Stack>
      </SectionCard>
      <BillingDataSection data={paymentData} planId={plan.id} />
      <SectionCard id="cartao" title="Cartão de crédito">
        <CardForm
          holderDocument={paymentData.cpf}
          submitLabel="Assinar"
          submittingLabel="Processando pagamento…"
          submitting={subscribe.submitting}
          locked={subscribe.outcomeUnknown}
          onSubmit={pay}
          beforeSubmit={
            <>
              {error !== null && subscribe.outcomeUnknown && (
                <Alert
                  severity="warning"
                  role="alert"
                  action={
                    <Button color="inherit" size="small" onClick={subscribe.startOver}>
                      Usar outro cartão
                    </Button>
                  }
                >
                  {OUTCOME_UNKNOWN_MESSAGE}
                </Alert>
              )}
              {error !== null && !subscribe.outcomeUnknown && (
                <Alert
                  severity="error"
                  role="alert"
                  action={
                    errorCode(error) === 'already_subscribed' ? (
                      <Button
                        color="inherit"
                        size="small"
                        component={RouterLink}
                        to={spaRoutes.teacherManageSubscription}
                      >
                        Ver assinatura
                      </Button>
                    ) : undefined
                  }
                >
                  {errorMessage(error, 'Não foi possível concluir a assinatura. Tente novamente.')}
                </Alert>
              )}
              <SummaryTotal cents={total} />
            </>
          }
        />
      </SectionCard>
    </Stack>
  );
}

function SummaryTotal({ cents }: { cents: number }) {
  return (
    <Alert severity="info" icon={false} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      Você vai pagar <strong>{formatMoney(cents)}</strong> hoje, no cartão.
    </Alert>
  );
}

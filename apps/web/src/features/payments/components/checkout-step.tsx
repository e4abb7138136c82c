import type { PaymentData, SubscriptionPlan, UserSubscriptionInfo } from '@aula/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/states';
import { isNotFound } from '@/lib/error-message';
import { usePaymentData } from '../api/payment-data';
import { planIdOf, useSubscriptionPlan } from '../api/plans';
import { useSubscriptionInfo } from '../api/subscription';
import { PlanNotFound } from './flow-notices';

export interface CheckoutData {
  planId: number;
  plan: SubscriptionPlan;
  /** Null until the teacher has filled the billing data. */
  paymentData: PaymentData | null;
  info: UserSubscriptionInfo;
}

/**
 * A step of subscribing to the plan in the URL: the header, then the plan, billing data and current
 * subscription once loaded (or why they are not: unknown plan, a failed load, still loading).
 */
export function CheckoutStep({
  header,
  children,
}: {
  header: ReactNode;
  children: (data: CheckoutData) => ReactNode;
}) {
  const planId = planIdOf(useParams().id);
  const plan = useSubscriptionPlan(planId);
  const paymentData = usePaymentData();
  const info = useSubscriptionInfo();
  const failed = plan.error ?? paymentData.error ?? info.error;
  let body: ReactNode;
  if (Number.isNaN(planId) || isNotFound(plan.error)) body = <PlanNotFound />;
  else if (failed) {
    body = (
      <ErrorState
        error={failed}
        onRetry={() => {
          void plan.refetch();
          void paymentData.refetch();
          void info.refetch();
        }}
      />
    );
  } else if (!plan.data || paymentData.data === undefined || !info.data) body = <LoadingState />;
  else body = children({ planId, plan: plan.data, paymentData: paymentData.data, info: info.data });
  return (
    <>
      {header}
      {body}
    </>
  );
}

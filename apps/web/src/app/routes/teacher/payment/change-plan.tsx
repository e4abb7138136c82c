import type { PaymentStepHandle } from '@/app/layouts/payment-flow-layout';
import { changePlanSteps } from '@/features/payments/lib/steps';

export { ChangePlanPage as Component } from '@/features/payments/components/change-plan-page';

export const handle: PaymentStepHandle = { paymentStep: { steps: changePlanSteps, active: 0 } };

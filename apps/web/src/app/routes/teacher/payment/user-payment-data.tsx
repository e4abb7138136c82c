import type { PaymentStepHandle } from '@/app/layouts/payment-flow-layout';
import { subscribeSteps } from '@/features/payments/lib/steps';

export { PaymentUserDataPage as Component } from '@/features/payments/components/payment-user-data-page';

export const handle: PaymentStepHandle = { paymentStep: { steps: subscribeSteps, active: 1 } };

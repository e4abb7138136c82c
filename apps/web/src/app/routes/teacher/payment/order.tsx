import type { PaymentStepHandle } from '@/app/layouts/payment-flow-layout';
import { subscribeSteps } from '@/features/payments/lib/steps';

export { PaymentOrderPage as Component } from '@/features/payments/components/order-page';

export const handle: PaymentStepHandle = { paymentStep: { steps: subscribeSteps, active: 2 } };

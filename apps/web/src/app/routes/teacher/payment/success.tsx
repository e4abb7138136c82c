import type { PaymentStepHandle } from '@/app/layouts/payment-flow-layout';
import { subscribeSteps } from '@/features/payments/lib/steps';

export { PaymentSuccessPage as Component } from '@/features/payments/components/success-page';

export const handle: PaymentStepHandle = { paymentStep: { steps: subscribeSteps, active: 3 } };

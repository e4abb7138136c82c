import type { PaymentStepHandle } from '@/app/layouts/payment-flow-layout';
import { subscribeSteps } from '@/features/payments/lib/steps';

export { PaymentConfirmationPage as Component } from '@/features/payments/components/confirmation-page';

export const handle: PaymentStepHandle = { paymentStep: { steps: subscribeSteps, active: 2 } };

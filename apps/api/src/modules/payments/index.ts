// The payments module's public face: what app.ts and other modules may use.
export { accessConfigFor, accessConfigQuery, accessLimitsOf, configOrDefault } from './access-config';
export { endPaymentsOnDeletion } from './account-deletion';
export { maskDeletedAccounts } from './provider-masking';
export { eraseWebhookDataOnDeletion } from './webhook-erasure';
export { withPaymentLock } from './payment-lock';
export { pagarmeClient } from './provider/client';
// The provider's wire types, which the local sandbox speaks too.
export type * from './provider/types';
export { jwksFromUrl, type JwksSource } from './provider/webhook-signature';
export { planFieldsOf } from './plans';
export { registerPayments } from './register';
export { providerPlanFor } from './provider-plan';
export { liveSubscription } from './subscription-records';
export { isOngoing, isUnended, liveSql } from './subscription-status';
export type { WebhookService } from './webhooks-service';
export { recurringPriceCents } from './pricing';
export { completeBoletoRefund } from './order-refund';
// The pieces the API tests drive on their own (sweeps, locks, the provider client's errors).
export { releaseStaleCoupons } from './coupons';
export { sendRenewalReminders, sweepOrders } from './order-renewals';
export { acquirePaymentLock, releasePaymentLock } from './payment-lock';
export {
  cardDeclinedError,
  isChargeDeclined,
  MESSAGES,
  ProviderError,
  providerErrorFromFailure,
  providerErrorFromResponse,
} from './provider/errors';
export { parseSignatureHeader, verifyWebhookSignature } from './provider/webhook-signature';
export { ORPHAN_GRACE_MS, reconcileCustomers } from './reconcile';
export { WEBHOOK_BODY_LIMIT } from './routes';
export { STALE_PROCESSING_MS, webhookService } from './webhooks-service';

import { createHash } from 'node:crypto';
import { ProviderError } from './provider/errors';
import type { PagarmeSubscription, PaymentProvider } from './provider/types';

/**
 * Our reference on the provider's subscription, derived from the request's Idempotency-Key: after a
 * crash, the provider can be asked what happened under that key.
 */
export function checkoutCode(userId: number, scope: string, key: string) {
  return `aula-${createHash('sha256').update(`${userId}:${scope}:${key}`).digest('hex').slice(0, 32)}`;
}

export async function findByCode(
  provider: PaymentProvider,
  customerId: string | null | undefined,
  code: string,
): Promise<PagarmeSubscription | undefined> {
  if (!customerId) return undefined;
  const { data } = await provider.listSubscriptions({ customer_id: customerId, code, size: 10 });
  return data.find((subscription) => subscription.code === code);
}

/** Every live subscription of a customer at the provider (all pages). */
export async function liveRemoteSubscriptions(provider: PaymentProvider, customerId: string) {
  const found: PagarmeSubscription[] = [];
  for (let page = 1; page <= 20; page++) {
    const { data, paging } = await provider.listSubscriptions({ customer_id: customerId, page, size: 100 });
    found.push(...data.filter((s) => s.status === 'active' || s.status === 'future'));
    if (!paging.next || data.length === 0) break;
  }
  return found;
}

const alreadyDone = (error: unknown) =>
  error instanceof ProviderError && (error.code === 'business_rule' || error.code === 'not_found');

/**
 * Ends a provider subscription we cannot keep, and with `refund` gives back what it charged.
 * Safe to repeat: an already canceled subscription or refunded charge is not an error here.
 */
export async function undoRemoteSubscription(
  provider: PaymentProvider,
  subscriptionId: string,
  options: { refund: boolean; reason: string },
) {
  await provider
    .cancelSubscription(
      subscriptionId,
      { cancel_pending_invoices: true },
      { idempotencyKey: `undo-${subscriptionId}` },
    )
    .catch((error: unknown) => {
      if (!alreadyDone(error)) throw error;
    });
  if (!options.refund) return 0;
  let refunded = 0;
  const { data } = await provider.listInvoices({ subscription_id: subscriptionId, size: 100 });
  for (const invoice of data) {
    const charge = invoice.charge;
    if (!charge || charge.status !== 'paid') continue;
    const amount = charge.amount - (charge.canceled_amount ?? 0);
    await provider
      .refundCharge(
        charge.id,
        { operation_reference: options.reason },
        { idempotencyKey: `undo-refund-${charge.id}` },
      )
      .then(() => {
        refunded += amount;
      })
      .catch((error: unknown) => {
        if (!alreadyDone(error)) throw error;
      });
  }
  return refunded;
}

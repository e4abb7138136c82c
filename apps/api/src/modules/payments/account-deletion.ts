import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';
import { ApiError } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import type { OrdersService } from './orders-service';
import { findPaymentData } from './payment-data';
import { ProviderError } from './provider/errors';
import type { PaymentProvider } from './provider/types';
import type { SubscriptionService } from './subscription-service';
import { UNENDED_STATUSES } from './subscription-status';

const { subscriptions } = schema;

/**
 * Before an account is erased: its live subscriptions stop at the provider, so nobody is charged
 * for an account that no longer exists, and the cards stored there (holder's name and CPF) are
 * removed. The rows stay, anonymised by the user deletion; the provider keeps its billing records
 * (customer and charges), which fiscal law asks to keep.
 */
export function endPaymentsOnDeletion(db: Database, provider: PaymentProvider) {
  return async (userId: number) => {
    await cancelLiveSubscriptions(db, provider, userId);
    const customerId = (await findPaymentData(db, userId))?.providerCustomerId;
    if (customerId) await deleteStoredCards(provider, customerId);
  };
}

async function cancelLiveSubscriptions(db: Database, provider: PaymentProvider, userId: number) {
  const live = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...UNENDED_STATUSES])));
  for (const subscription of live) {
    if (subscription.providerSubscriptionId) {
      await provider.cancelSubscription(
        subscription.providerSubscriptionId,
        { cancel_pending_invoices: true },
        { idempotencyKey: `account-deleted-${subscription.id}` },
      );
    }
    await db
      .update(subscriptions)
      .set({
        status: 'expired',
        cancelReason: 'Conta excluída',
        canceledAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(subscriptions.id, subscription.id));
  }
}

const CARDS_PAGE = 100;

async function deleteStoredCards(provider: PaymentProvider, customerId: string) {
  const cardIds: string[] = [];
  for (let page = 1; ; page += 1) {
    const { data } = await provider.listCards(customerId, { page, size: CARDS_PAGE });
    cardIds.push(...data.map((card) => card.id));
    if (data.length < CARDS_PAGE) break;
  }
  for (const cardId of cardIds) {
    try {
      await provider.deleteCard(customerId, cardId);
    } catch (error) {
      // Already gone (a second attempt of a deletion that failed further on) is what we want.
      if (!(error instanceof ProviderError && error.code === 'not_found')) throw error;
    }
  }
}

/**
 * The right of withdrawal offered when the account is deleted: a card subscription's charges, else
 * a Pix or card order of the annual plan.
 */
export function deletionRefund(subscription: SubscriptionService, orders: OrdersService) {
  return {
    async offer(userId: number) {
      const fromSubscription = await subscription.withdrawalOffer(userId);
      if (fromSubscription) return fromSubscription;
      const refundable = await orders.refundableOnDeletion(userId);
      return refundable
        ? { until: refundable.until.toISOString(), refund_cents: refundable.order.amountCents }
        : null;
    },
    async perform(user: UserRow) {
      if (await subscription.withdrawalOffer(user.id)) return subscription.withdrawBeforeDeletion(user);
      const refundable = await orders.refundableOnDeletion(user.id);
      if (!refundable) {
        throw new ApiError(400, 'Não há pagamento para reembolsar.', 'withdrawal_window_closed');
      }
      await orders.refund(user, refundable.order.id, {
        reason: 'Conta excluída (direito de arrependimento)',
      });
    },
  };
}

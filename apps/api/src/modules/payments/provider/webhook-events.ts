/** The events the provider posts to the webhook route. */

export type WebhookEventType =
  | 'subscription.created'
  | 'subscription.updated'
  | 'subscription.canceled'
  | 'invoice.created'
  | 'invoice.paid'
  | 'invoice.payment_failed'
  | 'invoice.canceled'
  | 'charge.paid'
  | 'charge.payment_failed'
  | 'charge.refunded'
  | 'charge.canceled'
  | 'charge.chargedback'
  | 'order.created'
  | 'order.paid'
  | 'order.payment_failed'
  | 'order.canceled';

export interface PagarmeWebhookEvent<T = unknown> {
  id: string;
  account: { id: string; name: string };
  type: WebhookEventType | (string & {});
  created_at: string;
  data: T;
}

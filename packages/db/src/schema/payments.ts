import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, belongsTo, timestampNow } from './columns';
import { accessConfigs, users } from './accounts';

/** What we sell monthly or yearly; each plan raises the user's limits through its access configuration. */
export const subscriptionPlans = pgTable('subscription_plans', {
  id: serial().primaryKey(),
  name: text().notNull(),
  description: text().notNull().default(''),
  priceCents: integer().notNull(),
  interval: text().$type<'month' | 'year'>().notNull(),
  intervalCount: integer().notNull().default(1),
  trialDays: integer().notNull().default(0),
  accessConfigId: integer()
    .notNull()
    .references(() => accessConfigs.id),
  isPublic: boolean().notNull().default(true),
  isActive: boolean().notNull().default(true),
  position: integer().notNull().default(0),
  /** Card instalments a one-off order of this plan may be split into (annual plans; 12 by default). */
  maxInstallments: integer().notNull().default(12),
  /** Discount, in percent, of a one-off order paid by Pix. */
  pixDiscountPercent: integer().notNull().default(0),
  createdAt: timestampNow(),
  updatedAt: timestampNow(),
});

/** Our plan's counterpart at the provider (one per provider and price). */
export const providerSubscriptionPlans = pgTable(
  'provider_subscription_plans',
  {
    id: serial().primaryKey(),
    subscriptionPlanId: belongsTo(() => subscriptionPlans.id),
    provider: text().notNull().default('pagarme'),
    providerPlanId: text().notNull(),
    priceCents: integer().notNull(),
    createdAt: timestampNow(),
  },
  (t) => [uniqueIndex().on(t.provider, t.providerPlanId), index().on(t.subscriptionPlanId)],
);

export const paymentProcessors = pgTable('payment_processors', {
  id: serial().primaryKey(),
  name: text().notNull(),
  provider: text().notNull().default('pagarme'),
  publicKey: text().notNull(),
  /** AES-256-GCM with a key derived from the server secret; only the last four characters are ever shown. */
  secretKeyCiphertext: text().notNull(),
  secretKeyLast4: text().notNull(),
  isActive: boolean().notNull().default(true),
  isDefault: boolean().notNull().default(false),
  createdAt: timestampNow(),
});

/** Billing details for the card provider; digits stored without masks. */
export const userPaymentData = pgTable('user_payment_data', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text().notNull(),
  cpf: text().notNull(),
  phone: text().notNull(),
  cep: text().notNull(),
  street: text().notNull(),
  number: text().notNull(),
  complement: text().notNull().default(''),
  neighborhood: text().notNull(),
  city: text().notNull(),
  state: text().notNull(),
  providerCustomerId: text(),
  /** When the sweep last compared this customer's subscriptions with the provider. */
  reconciledAt: at(),
  updatedAt: timestampNow(),
});

export const coupons = pgTable(
  'coupons',
  {
    id: serial().primaryKey(),
    code: text().notNull(),
    discountType: text().$type<'percentage' | 'flat'>().notNull(),
    /** Percent (1–100) or cents. */
    discountValue: integer().notNull(),
    /** Billing cycles the discount lasts; null = forever, 1 = only the first charge. */
    cycles: integer(),
    validFrom: at(),
    validUntil: at(),
    maxRedemptions: integer(),
    redemptions: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  },
  (t) => [uniqueIndex('coupons_code_unique').on(t.code)],
);

/**
 * Each use of a coupon: held by a checkout while it runs (`reservedAt`), then by the subscription it
 * created for as long as that one is not "failed". `coupons.redemptions` is their count, so a limited
 * coupon cannot be taken twice by checkouts racing each other, and a declined card gives its use back.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial().primaryKey(),
    couponId: belongsTo(() => coupons.id),
    /** The checkout that took it: the provider subscription's code, or `subscription-<id>`. */
    checkout: text().notNull(),
    subscriptionId: integer().references((): AnyPgColumn => subscriptions.id, { onDelete: 'set null' }),
    reservedAt: at(),
    createdAt: timestampNow(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_checkout_unique').on(t.checkout),
    uniqueIndex('coupon_redemptions_subscription_unique').on(t.subscriptionId),
    index().on(t.couponId),
  ],
);

/** Plans a coupon applies to; none listed = every plan. */
export const couponPlans = pgTable(
  'coupon_plans',
  {
    couponId: belongsTo(() => coupons.id),
    subscriptionPlanId: belongsTo(() => subscriptionPlans.id),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.subscriptionPlanId] })],
);

export type SubscriptionStatus = 'pending' | 'active' | 'past_due' | 'canceled' | 'expired' | 'failed';
export type PaymentMethod = 'credit_card' | 'pix' | 'boleto';
/** `recurring`: a provider subscription charges the card; `order`: one-off orders paid the period. */
export type SubscriptionBilling = 'recurring' | 'order';

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial().primaryKey(),
    /** Null once the person deleted their account: the anonymised financial record stays. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    subscriptionPlanId: integer()
      .notNull()
      .references(() => subscriptionPlans.id),
    status: text().$type<SubscriptionStatus>().notNull(),
    provider: text().notNull().default('pagarme'),
    providerSubscriptionId: text(),
    providerCustomerId: text(),
    providerCardId: text(),
    cardBrand: text(),
    cardLast4: text(),
    couponId: integer().references(() => coupons.id, { onDelete: 'set null' }),
    priceCents: integer().notNull(),
    discountCents: integer().notNull().default(0),
    currentPeriodStart: at(),
    currentPeriodEnd: at(),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    cancelReason: text(),
    canceledAt: at(),
    grantedById: integer().references(() => users.id, { onDelete: 'set null' }),
    grantReason: text(),
    /** The subscription this one replaced in a plan change (an upgrade or downgrade, not a churn). */
    replacesSubscriptionId: integer().references((): AnyPgColumn => subscriptions.id, {
      onDelete: 'set null',
    }),
    /** When the last renewal failed; access continues for the grace period from here. */
    pastDueSince: at(),
    /** Refunded under the right of withdrawal (CDC art. 49). */
    refundedAt: at(),
    billing: text().$type<SubscriptionBilling>().notNull().default('recurring'),
    /** How the current period was paid (the last order's method for order billing). */
    paymentMethod: text().$type<PaymentMethod>().notNull().default('credit_card'),
    installments: integer().notNull().default(1),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  },
  (t) => [
    index().on(t.replacesSubscriptionId),
    uniqueIndex('subscriptions_provider_id_unique').on(t.provider, t.providerSubscriptionId),
    index().on(t.userId, t.status),
    index().on(t.status, t.subscriptionPlanId),
    index().on(t.createdAt),
    // Admin statistics: cancellations per month.
    index().on(t.canceledAt),
    // One live subscription per user: pending, active, past_due or canceled-but-paid-up.
    uniqueIndex('subscriptions_one_live_per_user')
      .on(t.userId)
      .where(sql`${t.status} in ('pending', 'active', 'past_due')`),
  ],
);

export const products = pgTable('products', {
  id: serial().primaryKey(),
  name: text().notNull(),
  description: text().notNull().default(''),
  priceCents: integer().notNull(),
  isActive: boolean().notNull().default(true),
  createdAt: timestampNow(),
});

export type OrderKind = 'subscription' | 'renewal' | 'plan_change' | 'product';
export type OrderStatus = 'pending' | 'paid' | 'failed' | 'refunded' | 'canceled' | 'expired';

/** A bank account a boleto refund is paid to (staff pay it by hand). */
export interface RefundBankAccount {
  holder_name: string;
  holder_cpf: string;
  bank: string;
  agency: string;
  account: string;
}

/** Every charge we asked for, as recorded from the provider. */
export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    subscriptionId: integer().references(() => subscriptions.id, { onDelete: 'set null' }),
    subscriptionPlanId: integer().references(() => subscriptionPlans.id, { onDelete: 'set null' }),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    kind: text().$type<OrderKind>().notNull(),
    amountCents: integer().notNull(),
    discountCents: integer().notNull().default(0),
    /** Given back to the card so far: all of it once refunded, or part (unused credit of a plan change). */
    refundedCents: integer().notNull().default(0),
    status: text().$type<OrderStatus>().notNull(),
    provider: text().notNull().default('pagarme'),
    providerInvoiceId: text(),
    providerChargeId: text(),
    paidAt: at(),
    /** The billing cycle this charge paid for, and the card it was charged on (for the receipt). */
    periodStart: at(),
    periodEnd: at(),
    cardBrand: text(),
    cardLast4: text(),
    paymentMethod: text().$type<PaymentMethod>().notNull().default('credit_card'),
    installments: integer().notNull().default(1),
    /** Set on one-off orders (`POST /orders` at the provider); null on subscription charges. */
    providerOrderId: text(),
    couponId: integer().references(() => coupons.id, { onDelete: 'set null' }),
    pixQrCode: text(),
    pixExpiresAt: at(),
    boletoLine: text(),
    boletoBarcode: text(),
    boletoPdfUrl: text(),
    boletoDueAt: at(),
    /** A boleto refund asked for (CDC art. 49): the account staff pay it to. */
    refundRequestedAt: at(),
    refundBankAccount: jsonb().$type<RefundBankAccount>(),
    refundedAt: at(),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  },
  (t) => [
    uniqueIndex('orders_provider_charge_unique').on(t.provider, t.providerChargeId),
    index().on(t.userId),
    index().on(t.status, t.createdAt),
    index().on(t.subscriptionId),
    uniqueIndex('orders_provider_order_unique').on(t.provider, t.providerOrderId),
    uniqueIndex('orders_one_open_per_user')
      .on(t.userId)
      .where(sql`${t.status} = 'pending' and ${t.providerOrderId} is not null`),
    index('orders_payment_method_index').on(t.paymentMethod, t.status),
  ],
);

/** Renewal e-mails of an order-billed subscription: one per access end and days before it. */
export const renewalReminders = pgTable(
  'renewal_reminders',
  {
    subscriptionId: belongsTo(() => subscriptions.id),
    periodEnd: at().notNull(),
    daysBefore: integer().notNull(),
    sentAt: timestampNow(),
  },
  (t) => [
    primaryKey({ name: 'renewal_reminders_pk', columns: [t.subscriptionId, t.periodEnd, t.daysBefore] }),
  ],
);

export type WebhookStatus = 'received' | 'processing' | 'processed' | 'failed' | 'rejected';

/** Every delivery as received; processed from here, idempotently, deduplicated on the provider's id. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial().primaryKey(),
    provider: text().notNull(),
    eventId: text(),
    type: text().notNull().default(''),
    payload: jsonb(),
    rawBody: text().notNull(),
    headers: jsonb().notNull(),
    status: text().$type<WebhookStatus>().notNull(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** When a worker took it; a crash leaves it `processing`, retried once this is old. */
    claimedAt: at(),
    receivedAt: timestampNow(),
    processedAt: at(),
  },
  (t) => [
    uniqueIndex('webhook_events_provider_event_unique').on(t.provider, t.eventId),
    index().on(t.status, t.receivedAt),
    index().on(t.type),
  ],
);

/** Replays of POSTs with the same Idempotency-Key answer the stored response. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: belongsTo(() => users.id),
    key: text().notNull(),
    scope: text().notNull(),
    requestHash: text().notNull(),
    statusCode: integer(),
    response: jsonb(),
    createdAt: timestampNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] })],
);

/**
 * One payment operation at a time per user (subscribe, plan change, cancel, resume, card change).
 * A lease, so a crashed holder frees it by itself.
 */
export const paymentLocks = pgTable('payment_locks', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  holder: text().notNull(),
  expiresAt: at().notNull(),
});

export type OrphanAction = 'canceled' | 'reported';

/** Live subscriptions found at the provider that no local row owns, and what the sweep did. */
export const orphanSubscriptions = pgTable(
  'orphan_subscriptions',
  {
    id: serial().primaryKey(),
    provider: text().notNull().default('pagarme'),
    providerSubscriptionId: text().notNull(),
    providerCustomerId: text(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().$type<OrphanAction>().notNull(),
    refundedCents: integer().notNull().default(0),
    detail: text(),
    foundAt: timestampNow(),
  },
  (t) => [uniqueIndex('orphan_subscriptions_provider_id_unique').on(t.provider, t.providerSubscriptionId)],
);

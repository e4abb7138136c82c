import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { schema } from '@aula/db';
import { premiumAccess } from '../src/modules/content';
import { TEST_CARDS } from '../src/sandbox/pagarme-sandbox';
import { tokenize } from './pagarme-helpers';
import { type PaymentsTestApp } from './payments-setup';
import { jwt } from './users';

export const DAY = 86_400_000;

/** The helpers of the payment-order tests (payments-orders*.test.ts), bound to the app of the file. */
export function orderHelpers(app: () => PaymentsTestApp) {
  const db = () => app().t.database.db;
  const order = async (access: string, body: Record<string, unknown>, key = crypto.randomUUID()) =>
    app().t.app.inject({
      method: 'POST',
      url: '/api/payment/orders/',
      headers: { ...jwt(access), 'idempotency-key': key },
      payload: { subscription_plan: app().planId('Anual'), ...body },
    });
  const control = async (providerOrderId: string, action: 'pay' | 'expire') => {
    const res = await fetch(`${app().sandbox.origin}/__control/orders/${providerOrderId}/${action}`, {
      method: 'POST',
    });
    expect(res.status).toBe(200);
  };
  const cardToken = async (number: string = TEST_CARDS.approved) =>
    (await tokenize(app().sandbox.url, number)).id;
  const subscriptionsOf = (userId: number) =>
    db().select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, userId));
  const canReadPremium = async (userId: number) => {
    const [row] = await db().select().from(schema.users).where(eq(schema.users.id, userId));
    return premiumAccess(db())(row!);
  };
  const near = (iso: string | null, expected: Date, slackMs = 120_000) =>
    expect(Math.abs(Date.parse(iso!) - expected.getTime())).toBeLessThan(slackMs);
  const yearAfter = (from: Date) => {
    const next = new Date(from);
    next.setUTCFullYear(next.getUTCFullYear() + 1);
    return next;
  };

  return { db, order, control, cardToken, subscriptionsOf, canReadPremium, near, yearAfter };
}

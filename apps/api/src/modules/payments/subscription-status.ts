import { sql, type SQL } from 'drizzle-orm';
import { isOngoing } from '@aula/contracts';
import type { SubscriptionStatus } from '@aula/db';

export { UNENDED_STATUSES, isOngoing, isUnended } from '@aula/contracts';

/** The teacher's subscription now: pending, active or past due, or canceled but paid until a later date. */
export function isLive(
  subscription: { status: SubscriptionStatus | string; currentPeriodEnd: Date | null },
  now = new Date(),
) {
  if (subscription.status === 'canceled') {
    return subscription.currentPeriodEnd !== null && subscription.currentPeriodEnd > now;
  }
  return isOngoing(subscription.status);
}

/** `isLive` as SQL over the given columns, for filters and "live first" orderings. */
export function liveSql(columns: { status: SQL | object; currentPeriodEnd: SQL | object }): SQL<boolean> {
  return sql<boolean>`(${columns.status} in ('pending', 'active', 'past_due') or (${columns.status} = 'canceled' and ${columns.currentPeriodEnd} > now()))`;
}

import type { QueryClient, QueryKey } from '@tanstack/react-query';

const root = ['admin'] as const;

/** A resource's keys: one entry per list query string (page, filters, order) and one per record. */
function resourceKeys<const Name extends string>(name: Name) {
  const all = [...root, name] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (query = '') => [...all, 'list', query] as const,
    detail: (id: number | string) => [...all, 'detail', id] as const,
  };
}

type Period = { from?: string; to?: string };
const statisticsRoot = [...root, 'statistics'] as const;

export const adminKeys = {
  all: root,
  users: resourceKeys('users'),
  plans: resourceKeys('subscription-plans'),
  providerPlans: resourceKeys('provider-plans'),
  subscriptions: resourceKeys('subscriptions'),
  orphanSubscriptions: resourceKeys('orphan-subscriptions'),
  orders: resourceKeys('orders'),
  coupons: resourceKeys('coupons'),
  products: resourceKeys('products'),
  processors: resourceKeys('processors'),
  providerCharges: resourceKeys('provider-charges'),
  providerInvoices: resourceKeys('provider-invoices'),
  webhookEvents: resourceKeys('webhook-events'),
  auditLog: resourceKeys('audit-log'),
  messages: resourceKeys('contact-messages'),
  jobs: resourceKeys('jobs'),
  statistics: {
    all: statisticsRoot,
    users: () => [...statisticsRoot, 'users'] as const,
    usersIn: (period: Period) => [...statisticsRoot, 'users', period] as const,
    subscriptions: () => [...statisticsRoot, 'subscriptions'] as const,
    subscriptionsIn: (period: Period) => [...statisticsRoot, 'subscriptions', period] as const,
  },
};

/** After a change: refetch what it touched, and the audit log, which records every admin change. */
export function refreshAfterChange(queryClient: QueryClient, keys: QueryKey[]) {
  for (const queryKey of [...keys, adminKeys.auditLog.all]) void queryClient.invalidateQueries({ queryKey });
}

import type { ProviderListQuery } from '@aula/contracts';
import type { Database } from '@aula/db';
import { ValidationFailure } from '../../lib/errors';
import { maskDeletedAccounts, type PaymentProvider } from '../payments';

/** The provider's objects pass through as they are; only the filters and paging are ours. */
const asPage = (list: {
  data: object[];
  paging: { total: number; previous?: string | null; next?: string | null };
}) => ({
  data: list.data as Record<string, unknown>[],
  paging: {
    total: list.paging.total,
    previous: list.paging.previous ?? null,
    next: list.paging.next ?? null,
  },
});

const pageQuery = (q: ProviderListQuery) => ({ page: q.page, size: q.size });

/** Read-only views of the payment provider, with deleted accounts' personal data masked. */
export function adminProviderService(deps: { db: Database; provider: PaymentProvider }) {
  const { db, provider } = deps;

  const masked = async (list: Parameters<typeof asPage>[0]) => {
    const page = asPage(list);
    return { ...page, data: await maskDeletedAccounts(db, page.data) };
  };
  const maskedOne = async (object: object) =>
    (await maskDeletedAccounts(db, [object as Record<string, unknown>]))[0]!;

  return {
    async cycles(q: ProviderListQuery) {
      if (!q.provider_subscription_id) {
        throw ValidationFailure.field('provider_subscription_id', 'Informe a assinatura no provedor.');
      }
      return masked(await provider.listCycles(q.provider_subscription_id, pageQuery(q)));
    },

    async invoices(q: ProviderListQuery) {
      return masked(
        await provider.listInvoices({
          ...pageQuery(q),
          ...(q.provider_subscription_id ? { subscription_id: q.provider_subscription_id } : {}),
          ...(q.customer_id ? { customer_id: q.customer_id } : {}),
        }),
      );
    },

    async charges(q: ProviderListQuery) {
      if (q.provider_subscription_id && !q.customer_id) {
        // The provider filters charges by customer only; a subscription's charges come from its invoices.
        const invoices = await provider.listInvoices({
          ...pageQuery(q),
          subscription_id: q.provider_subscription_id,
        });
        return masked({
          data: invoices.data.flatMap((i) => (i.charge ? [i.charge] : [])),
          paging: invoices.paging,
        });
      }
      return masked(
        await provider.listCharges({
          ...pageQuery(q),
          ...(q.customer_id ? { customer_id: q.customer_id } : {}),
        }),
      );
    },

    async subscriptions(q: ProviderListQuery) {
      if (q.provider_subscription_id) {
        const one = await provider.getSubscription(q.provider_subscription_id);
        return masked({ data: [one], paging: { total: 1, previous: null, next: null } });
      }
      return masked(
        await provider.listSubscriptions({
          ...pageQuery(q),
          ...(q.customer_id ? { customer_id: q.customer_id } : {}),
        }),
      );
    },

    invoice: async (id: string) => maskedOne(await provider.getInvoice(id)),
    charge: async (id: string) => maskedOne(await provider.getCharge(id)),
  };
}

export type AdminProviderService = ReturnType<typeof adminProviderService>;

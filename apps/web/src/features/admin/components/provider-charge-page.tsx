import { spaRoutes } from '@aula/contracts';
import { useParams } from 'react-router';
import { formatMoney } from '@/lib/format';
import { useProviderCharge } from '../api/provider-records';
import { cardLabel } from '../lib/labels';
import { chargeSummary } from '../lib/provider-summary';
import { InvoiceLink } from './provider-links';
import { customerText, providerStatusChip, when } from './provider-values';
import { RawDataAccordion } from './raw-data';
import { DetailList, DetailSection } from '@/components/admin-kit/detail-section';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';
import { QueryState } from '@/components/admin-kit/query-state';

/** /admin-dashboard/payment/pagarme/charges/:providerChargeId — read from the provider, as it is now. */
export function ProviderChargePage() {
  const { providerChargeId = '' } = useParams();
  const charge = useProviderCharge(providerChargeId);
  return (
    <>
      <AdminPageHeader
        title={`Cobrança ${providerChargeId}`}
        subtitle="Lida agora na Pagar.me."
        back={{ to: spaRoutes.adminOrders, label: 'Pedidos' }}
      />
      <QueryState
        query={charge}
        fallback="Não foi possível ler a cobrança no provedor."
        back={{ to: spaRoutes.adminOrders, label: 'Pedidos' }}
      >
        {(raw) => {
          const c = chargeSummary(raw);
          return (
            <>
              <DetailSection title="Resumo">
                <DetailList
                  items={[
                    ['Situação', providerStatusChip(c.status)],
                    ['Valor', formatMoney(c.amount)],
                    ['Valor pago', formatMoney(c.paidAmount)],
                    ['Criada em', when(c.createdAt)],
                    ['Paga em', when(c.paidAt)],
                    ['Cliente', customerText(c.customer)],
                    ['Cartão', c.card ? cardLabel(c.card.brand, c.card.last4) : '—'],
                    ['Resposta da operadora', c.acquirerMessage ?? '—'],
                    ['Fatura', <InvoiceLink key="i" id={c.invoiceId} />],
                  ]}
                />
              </DetailSection>
              <RawDataAccordion blocks={[{ label: 'Cobrança no provedor', value: raw }]} />
            </>
          );
        }}
      </QueryState>
    </>
  );
}

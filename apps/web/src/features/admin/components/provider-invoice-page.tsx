import { spaRoutes } from '@aula/contracts';
import { useParams } from 'react-router';
import { formatMoney } from '@/lib/format';
import { useProviderInvoice } from '../api/provider-records';
import { cardLabel } from '../lib/labels';
import { invoiceSummary } from '../lib/provider-summary';
import { ChargeLink } from './provider-links';
import { customerText, providerStatusChip, when } from './provider-values';
import { RawDataAccordion } from './raw-data';
import { DetailList, DetailSection } from '@/components/admin-kit/detail-section';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';
import { QueryState } from '@/components/admin-kit/query-state';

/** /admin-dashboard/payment/pagarme/invoices/:providerInvoiceId */
export function ProviderInvoicePage() {
  const { providerInvoiceId = '' } = useParams();
  const invoice = useProviderInvoice(providerInvoiceId);
  return (
    <>
      <AdminPageHeader
        title={`Fatura ${providerInvoiceId}`}
        subtitle="Lida agora na Pagar.me."
        back={{ to: spaRoutes.adminOrders, label: 'Pedidos' }}
      />
      <QueryState
        query={invoice}
        fallback="Não foi possível ler a fatura no provedor."
        back={{ to: spaRoutes.adminOrders, label: 'Pedidos' }}
      >
        {(raw) => {
          const i = invoiceSummary(raw);
          return (
            <>
              <DetailSection title="Resumo">
                <DetailList
                  items={[
                    ['Situação', providerStatusChip(i.status)],
                    ['Valor', formatMoney(i.amount)],
                    ['Desconto', i.discount ? formatMoney(i.discount) : '—'],
                    ['Vencimento', when(i.dueAt)],
                    ['Criada em', when(i.createdAt)],
                    ['Cliente', customerText(i.customer)],
                    ['Cartão', i.card ? cardLabel(i.card.brand, i.card.last4) : '—'],
                    ['Cobrança', <ChargeLink key="c" id={i.chargeId} />],
                    ['Assinatura no provedor', i.subscriptionId ?? '—'],
                    ['Ciclo', i.cycle ? `${i.cycle}º` : '—'],
                  ]}
                />
              </DetailSection>
              <RawDataAccordion blocks={[{ label: 'Fatura no provedor', value: raw }]} />
            </>
          );
        }}
      </QueryState>
    </>
  );
}

import { providerObjectSchema, spaRoutes } from '@aula/contracts';
import { useParams } from 'react-router';
import { useAdminQuery } from '../api/admin-api';
import { formatDateTime, formatMoney } from '@/lib/format';
import { cardLabel, providerStatusLabels } from '../lib/labels';
import { chargeSummary, invoiceSummary, type CustomerSummary } from '../lib/provider-summary';
import { ChargeLink, InvoiceLink } from './provider-links';
import { RawDataAccordion } from './raw-data';
import { DetailList, PageHeader, QueryState, Section, StatusChip } from './ui';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');
export const customerText = (c: CustomerSummary | null) =>
  c ? [c.name, c.email].filter(Boolean).join(' · ') : '—';
export const providerStatusChip = (status: string | null) =>
  status ? <StatusChip value={status} labels={providerStatusLabels} /> : '—';

/** /admin-dashboard/payment/pagarme/charges/:providerChargeId — read from the provider, as it is now. */
export function ProviderChargePage() {
  const { providerChargeId = '' } = useParams();
  const charge = useAdminQuery(
    `/payment/pagarme/charges/${encodeURIComponent(providerChargeId)}`,
    providerObjectSchema,
    { keepPrevious: false },
  );
  return (
    <>
      <PageHeader
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
              <Section title="Resumo">
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
              </Section>
              <RawDataAccordion blocks={[{ label: 'Cobrança no provedor', value: raw }]} />
            </>
          );
        }}
      </QueryState>
    </>
  );
}

/** /admin-dashboard/payment/pagarme/invoices/:providerInvoiceId */
export function ProviderInvoicePage() {
  const { providerInvoiceId = '' } = useParams();
  const invoice = useAdminQuery(
    `/payment/pagarme/invoices/${encodeURIComponent(providerInvoiceId)}`,
    providerObjectSchema,
    { keepPrevious: false },
  );
  return (
    <>
      <PageHeader
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
              <Section title="Resumo">
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
              </Section>
              <RawDataAccordion blocks={[{ label: 'Fatura no provedor', value: raw }]} />
            </>
          );
        }}
      </QueryState>
    </>
  );
}

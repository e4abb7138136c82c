import { providerObjectSchema, spaRoutes } from '@aula/contracts';
import Box from '@mui/material/Box';
import { useParams } from 'react-router';
import { useAdminQuery } from '../api/admin-api';
import { formatDateTime, formatMoney } from '../lib/format';
import { DetailList, PageHeader, QueryState, Section } from './ui';

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '—');
const money = (v: unknown) => (typeof v === 'number' ? formatMoney(v) : '—');
const when = (v: unknown) => (typeof v === 'string' ? formatDateTime(v) : '—');
const field = (o: Record<string, unknown>, ...path: string[]) =>
  path.reduce<unknown>(
    (value, key) =>
      value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
    o,
  );

function RawJson({ value }: { value: unknown }) {
  return (
    <Box
      component="pre"
      tabIndex={0}
      aria-label="Dados completos do provedor"
      sx={{
        m: 0,
        p: 2,
        bgcolor: 'grey.100',
        borderRadius: 1,
        overflow: 'auto',
        maxHeight: 480,
        fontSize: 13,
      }}
    >
      {JSON.stringify(value, null, 2)}
    </Box>
  );
}

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
      <QueryState query={charge} fallback="Não foi possível ler a cobrança no provedor.">
        {(c) => (
          <>
            <Section title="Resumo">
              <DetailList
                items={[
                  ['Situação', text(c.status)],
                  ['Valor', money(c.amount)],
                  ['Pago', money(c.paid_amount)],
                  ['Criada em', when(c.created_at)],
                  ['Paga em', when(c.paid_at)],
                  ['Cliente', text(field(c, 'customer', 'email'))],
                  ['Fatura', text(field(c, 'invoice', 'id'))],
                  ['Cartão', text(field(c, 'last_transaction', 'card', 'last_four_digits'))],
                  ['Resposta da operadora', text(field(c, 'last_transaction', 'acquirer_message'))],
                ]}
              />
            </Section>
            <Section title="Dados completos">
              <RawJson value={c} />
            </Section>
          </>
        )}
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
      <QueryState query={invoice} fallback="Não foi possível ler a fatura no provedor.">
        {(i) => (
          <>
            <Section title="Resumo">
              <DetailList
                items={[
                  ['Situação', text(i.status)],
                  ['Valor', money(i.amount)],
                  ['Desconto', money(i.total_discount)],
                  ['Vencimento', when(i.due_at)],
                  ['Criada em', when(i.created_at)],
                  ['Assinatura', text(field(i, 'subscription', 'id'))],
                  ['Cobrança', text(field(i, 'charge', 'id'))],
                  ['Ciclo', text(field(i, 'cycle', 'cycle'))],
                ]}
              />
            </Section>
            <Section title="Dados completos">
              <RawJson value={i} />
            </Section>
          </>
        )}
      </QueryState>
    </>
  );
}

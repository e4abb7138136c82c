import {
  adminWebhookEventDetailSchema,
  adminWebhookEventSchema,
  paginatedSchema,
  routePath,
  spaRoutes,
  type AdminWebhookEvent,
} from '@aula/contracts';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useProfile } from '@/lib/profile';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import { useListParams } from '../hooks/use-list-params';
import { formatDateTime, formatMoney } from '@/lib/format';
import {
  cardLabel,
  optionsOf,
  providerLabel,
  webhookStatusLabels,
  webhookTypeLabel,
  webhookTypeLabels,
} from '../lib/labels';
import { webhookResourceSummary } from '../lib/provider-summary';
import { DataTable, pagingOf, type Column } from './data-table';
import { DateFilter, FilterBar, SelectFilter } from './filters';
import { customerText, providerStatusChip } from './provider-pages';
import { ChargeLink, InvoiceLink } from './provider-links';
import { RawDataAccordion } from './raw-data';
import { CodeLabel, DetailList, PageHeader, QueryState, Section, StatusChip, TextLink } from './ui';

const columns: Column<AdminWebhookEvent>[] = [
  {
    key: 'id',
    label: 'Nº',
    render: (e) => <TextLink to={routePath(spaRoutes.adminWebhook, { webhookId: e.id })}>#{e.id}</TextLink>,
  },
  {
    key: 'type',
    label: 'Evento',
    render: (e) => <CodeLabel label={webhookTypeLabel(e.type)} code={e.type} />,
  },
  {
    key: 'status',
    label: 'Situação',
    render: (e) => <StatusChip value={e.status} labels={webhookStatusLabels} />,
  },
  { key: 'attempts', label: 'Tentativas', align: 'right', render: (e) => e.attempts },
  { key: 'error', label: 'Erro', render: (e) => e.last_error ?? '—' },
  { key: 'received', label: 'Recebido em', nowrap: true, render: (e) => formatDateTime(e.received_at) },
];

/** /admin-dashboard/webhooks */
export function WebhooksPage() {
  const list = useListParams(['type', 'status', 'date_from', 'date_to'] as const);
  const events = useAdminQuery(
    `/webhooks/webhook-events${list.apiQuery}`,
    paginatedSchema(adminWebhookEventSchema),
  );
  return (
    <>
      <PageHeader
        title="Eventos de webhook"
        subtitle="Cada aviso da Pagar.me como chegou: autenticado, processado uma vez e reprocessável."
      />
      <FilterBar>
        <SelectFilter
          id="filtro-tipo"
          label="Evento"
          value={list.values.type}
          options={typeOptions(list.values.type)}
          onChange={(type) => list.update({ type })}
        />
        <SelectFilter
          id="filtro-evento"
          label="Situação"
          all="Todas"
          value={list.values.status}
          options={optionsOf(webhookStatusLabels)}
          onChange={(status) => list.update({ status })}
        />
        <DateFilter
          id="evento-de"
          label="De"
          value={list.values.date_from}
          onChange={(date_from) => list.update({ date_from })}
        />
        <DateFilter
          id="evento-ate"
          label="Até"
          value={list.values.date_to}
          onChange={(date_to) => list.update({ date_to })}
        />
      </FilterBar>
      <DataTable
        label="Eventos de webhook"
        columns={columns}
        rows={events.data?.results}
        rowKey={(e) => e.id}
        query={events}
        empty="Nenhum evento com esses filtros."
        paging={pagingOf(list, events.data?.count)}
      />
    </>
  );
}

/** /admin-dashboard/webhooks/:webhookId */
export function WebhookPage() {
  const { webhookId } = useParams();
  const event = useAdminQuery(
    `/webhooks/webhook-events/${Number(webhookId)}`,
    adminWebhookEventDetailSchema,
    { keepPrevious: false },
  );
  const superuser = useProfile().data?.is_superuser ?? false;
  const [confirming, setConfirming] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  const reprocess = useAdminMutation(
    (id: number) => ({ path: `/webhooks/webhook-events/${id}/reprocess/`, method: 'POST' }),
    adminWebhookEventDetailSchema,
  );
  return (
    <QueryState
      query={event}
      fallback="Não foi possível carregar o evento."
      back={{ to: spaRoutes.adminWebhooks, label: 'Eventos de webhook' }}
      errorTitle="Evento de webhook"
    >
      {(e) => (
        <>
          <PageHeader
            title={`Evento #${e.id}`}
            subtitle={<CodeLabel label={webhookTypeLabel(e.type)} code={e.type} />}
            back={{ to: spaRoutes.adminWebhooks, label: 'Eventos de webhook' }}
            actions={
              superuser &&
              e.status !== 'rejected' && (
                <Button
                  variant="contained"
                  onClick={() => {
                    reprocess.reset();
                    setConfirming(true);
                  }}
                >
                  Reprocessar
                </Button>
              )
            }
          />
          <Section title="Processamento">
            <DetailList
              items={[
                ['Situação', <StatusChip key="s" value={e.status} labels={webhookStatusLabels} />],
                ['Tentativas', String(e.attempts)],
                ['Último erro', e.last_error ?? '—'],
                ['Recebido em', formatDateTime(e.received_at)],
                ['Processado em', formatDateTime(e.processed_at)],
                ['Id do evento', e.event_id ?? '—'],
                ['Provedor', providerLabel(e.provider)],
              ]}
            />
          </Section>
          <EventResource payload={e.payload} />
          <RawDataAccordion
            blocks={[
              { label: 'Cabeçalhos recebidos', value: e.headers },
              { label: 'Corpo recebido', value: e.raw_body },
            ]}
          />
          <ConfirmDialog
            open={confirming}
            title="Reprocessar o evento?"
            confirmLabel="Reprocessar"
            pending={reprocess.isPending}
            error={reprocess.isError ? errorMessage(reprocess.error, 'Não foi possível reprocessar.') : null}
            onConfirm={() =>
              reprocess.mutate(e.id, {
                onSuccess: (after) => {
                  setConfirming(false);
                  enqueueSnackbar(
                    after.status === 'processed'
                      ? 'Evento processado.'
                      : `O evento falhou de novo: ${after.last_error ?? ''}`,
                    {
                      variant: after.status === 'processed' ? 'success' : 'warning',
                    },
                  );
                },
              })
            }
            onClose={() => setConfirming(false)}
          >
            A assinatura envolvida é lida de novo na Pagar.me e o estado local é corrigido. Repetir é seguro.
          </ConfirmDialog>
        </>
      )}
    </QueryState>
  );
}

/** The known event types, plus the one in the URL when it is not among them. */
function typeOptions(current: string): [string, string][] {
  const options = optionsOf(webhookTypeLabels).map(([type, label]): [string, string] => [
    type,
    `${label} (${type})`,
  ]);
  return current && !(current in webhookTypeLabels)
    ? [...options, [current, `${webhookTypeLabel(current)} (${current})`]]
    : options;
}

/** What the event is about, as the provider sent it: ids open the charge or invoice as it is now. */
function EventResource({ payload }: { payload: unknown }) {
  const r = webhookResourceSummary(payload);
  return (
    <Section title="Conteúdo do aviso">
      <DetailList
        items={[
          ['Situação no provedor', providerStatusChip(r.status)],
          ['Valor', r.amount === null ? '—' : formatMoney(r.amount)],
          ['Cliente', customerText(r.customer)],
          ['Cartão', r.card ? cardLabel(r.card.brand, r.card.last4) : '—'],
          ['Cobrança', <ChargeLink key="c" id={r.chargeId} />],
          ['Fatura', <InvoiceLink key="i" id={r.invoiceId} />],
          ['Assinatura no provedor', r.subscriptionId ?? '—'],
          ['Enviado em', r.sentAt ? formatDateTime(r.sentAt) : '—'],
        ]}
      />
    </Section>
  );
}

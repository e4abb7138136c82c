import {
  adminWebhookEventDetailSchema,
  adminWebhookEventSchema,
  paginatedSchema,
  routePath,
  spaRoutes,
  type AdminWebhookEvent,
} from '@aula/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useProfile } from '@/lib/profile';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import { useListParams } from '../hooks/use-list-params';
import { formatDateTime } from '../lib/format';
import { webhookStatusLabels } from '../lib/labels';
import { DataTable, pagingOf, type Column } from './data-table';
import { DateFilter, FilterBar, SearchField, SelectFilter } from './filters';
import { DetailList, PageHeader, QueryState, Section, StatusChip, TextLink } from './ui';

const columns: Column<AdminWebhookEvent>[] = [
  {
    key: 'id',
    label: 'Nº',
    render: (e) => <TextLink to={routePath(spaRoutes.adminWebhook, { webhookId: e.id })}>#{e.id}</TextLink>,
  },
  { key: 'type', label: 'Tipo', render: (e) => e.type || '—' },
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
        <SearchField
          id="filtro-tipo"
          label="Tipo"
          placeholder="ex.: charge.paid"
          value={list.values.type}
          onChange={(type) => list.update({ type })}
        />
        <SelectFilter
          id="filtro-evento"
          label="Situação"
          value={list.values.status}
          options={Object.entries(webhookStatusLabels).map(([k, [l]]) => [k, l] as [string, string])}
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
    <QueryState query={event} fallback="Não foi possível carregar o evento.">
      {(e) => (
        <>
          <PageHeader
            title={`Evento #${e.id}`}
            subtitle={e.type || 'sem tipo'}
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
                ['Provedor', e.provider],
              ]}
            />
          </Section>
          <Section title="Cabeçalhos">
            <Code value={JSON.stringify(e.headers, null, 2)} label="Cabeçalhos recebidos" />
          </Section>
          <Section title="Corpo recebido">
            <Code value={formatBody(e.raw_body)} label="Corpo recebido" />
          </Section>
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

function formatBody(raw: string) {
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
}

function Code({ value, label }: { value: string; label: string }) {
  return (
    <Box
      component="pre"
      tabIndex={0}
      aria-label={label}
      sx={{
        m: 0,
        p: 2,
        bgcolor: 'grey.100',
        borderRadius: 1,
        overflow: 'auto',
        maxHeight: 420,
        fontSize: 13,
      }}
    >
      {value}
    </Box>
  );
}

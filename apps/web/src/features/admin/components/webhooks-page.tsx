import { routePath, spaRoutes, type AdminWebhookEvent } from '@aula/contracts';
import { formatDateTime } from '@/lib/format';
import { useWebhookEvents } from '../api/webhooks';
import { useListParams } from '../hooks/use-list-params';
import { optionsOf, webhookStatusLabels, webhookTypeLabel, webhookTypeLabels } from '../lib/labels';
import { type Column, DataTable } from '@/components/admin-kit/data-table';
import { pagingOf } from '@/components/admin-kit/data-table-pagination';
import { DateFilter } from '@/components/admin-kit/date-filter';
import { FilterBar, SelectFilter } from '@/components/admin-kit/filter-bar';
import { CodeLabel } from '@/components/admin-kit/detail-section';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';
import { LabelledStatusChip } from './labelled-status-chip';
import { TextLink } from '@/components/admin-kit/router-links';

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
    render: (e) => <LabelledStatusChip value={e.status} labels={webhookStatusLabels} />,
  },
  { key: 'attempts', label: 'Tentativas', align: 'right', render: (e) => e.attempts },
  { key: 'error', label: 'Erro', render: (e) => e.last_error ?? '—' },
  { key: 'received', label: 'Recebido em', nowrap: true, render: (e) => formatDateTime(e.received_at) },
];

/** /admin-dashboard/webhooks */
export function WebhooksPage() {
  const list = useListParams(['type', 'status', 'date_from', 'date_to'] as const);
  const events = useWebhookEvents(list.apiQuery);
  return (
    <>
      <AdminPageHeader
        title="Eventos de webhook"
        subtitle="Cada aviso da Pagar.me como chegou: autenticado, processado uma vez e reprocessável."
      />
      <FilterBar>
        <SelectFilter
          id="filtro-tipo"
          label="Evento"
          {...list.filter('type')}
          options={typeOptions(list.values.type)}
        />
        <SelectFilter
          id="filtro-evento"
          label="Situação"
          all="Todas"
          {...list.filter('status')}
          options={optionsOf(webhookStatusLabels)}
        />
        <DateFilter id="evento-de" label="De" {...list.filter('date_from')} />
        <DateFilter id="evento-ate" label="Até" {...list.filter('date_to')} />
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

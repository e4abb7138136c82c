import { routePath, spaRoutes, type AdminContactMessage } from '@aula/contracts';
import { formatDateTime } from '@/lib/format';
import { useContactMessages } from '../api/messages';
import { useListParams } from '../hooks/use-list-params';
import { contactStatusLabels } from '../lib/labels';
import { DataTable, pagingOf, type Column } from './data-table';
import { FilterBar, SelectFilter } from './filters';
import { senderOf } from './message-sender';
import { PageHeader, StatusChip, TextLink } from './ui';

const excerpt = (text: string) => (text.length > 90 ? `${text.slice(0, 90)}…` : text);

const columns: Column<AdminContactMessage>[] = [
  {
    key: 'message',
    label: 'Mensagem',
    render: (m) => (
      <TextLink to={routePath(spaRoutes.adminMessage, { messageId: m.id })}>{excerpt(m.message)}</TextLink>
    ),
  },
  { key: 'sender', label: 'De', render: senderOf },
  {
    key: 'status',
    label: 'Situação',
    render: (m) => <StatusChip value={m.status} labels={contactStatusLabels} />,
  },
  { key: 'created', label: 'Recebida em', nowrap: true, render: (m) => formatDateTime(m.created_at) },
];

/** /admin-dashboard/messages — what teachers and students sent through "Fale conosco". */
export function MessagesPage() {
  const list = useListParams(['status'] as const);
  const messages = useContactMessages(list.apiQuery);
  return (
    <>
      <PageHeader
        title="Fale conosco"
        subtitle="Mensagens de professores e alunos. Responda por e-mail (professores) ou marque como respondida."
      />
      <FilterBar>
        <SelectFilter
          id="filtro-mensagem"
          label="Situação"
          all="Todas"
          value={list.values.status}
          options={Object.entries(contactStatusLabels).map(([k, [l]]) => [k, l] as [string, string])}
          onChange={(status) => list.update({ status })}
        />
      </FilterBar>
      <DataTable
        label="Mensagens"
        columns={columns}
        rows={messages.data?.results}
        rowKey={(m) => m.id}
        query={messages}
        empty="Nenhuma mensagem com esses filtros."
        paging={pagingOf(list, messages.data?.count)}
      />
    </>
  );
}

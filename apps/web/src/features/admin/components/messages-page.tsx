import { routePath, spaRoutes, type AdminContactMessage } from '@aula/contracts';
import { formatDateTime } from '@/lib/format';
import { useContactMessages } from '../api/messages';
import { useListParams } from '../hooks/use-list-params';
import { contactStatusLabels } from '../lib/labels';
import { senderOf } from './message-sender';
import { type Column, DataTable } from '@/components/admin-kit/data-table';
import { pagingOf } from '@/components/admin-kit/data-table-pagination';
import { FilterBar, SelectFilter } from '@/components/admin-kit/filter-bar';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';
import { LabelledStatusChip } from './labelled-status-chip';
import { TextLink } from '@/components/admin-kit/router-links';

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
    render: (m) => <LabelledStatusChip value={m.status} labels={contactStatusLabels} />,
  },
  { key: 'created', label: 'Recebida em', nowrap: true, render: (m) => formatDateTime(m.created_at) },
];

/** /admin-dashboard/messages — what teachers and students sent through "Fale conosco". */
export function MessagesPage() {
  const list = useListParams(['status'] as const);
  const messages = useContactMessages(list.apiQuery);
  return (
    <>
      <AdminPageHeader
        title="Fale conosco"
        subtitle="Mensagens de professores e alunos. Responda por e-mail (professores) ou marque como respondida."
      />
      <FilterBar>
        <SelectFilter
          id="filtro-mensagem"
          label="Situação"
          all="Todas"
          {...list.filter('status')}
          options={Object.entries(contactStatusLabels).map(([k, [l]]) => [k, l] as [string, string])}
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

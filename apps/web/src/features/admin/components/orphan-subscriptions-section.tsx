import { routePath, spaRoutes, type AdminOrphanSubscription } from '@aula/contracts';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useOrphanSubscriptions } from '../api/subscriptions';
import { formatDateTime, formatMoney } from '@/lib/format';
import { personName } from '../lib/person-name';
import { orphanActionLabels } from '../lib/labels';
import { type Column, DataTable } from '@/components/admin-kit/data-table';
import { DetailSection } from '@/components/admin-kit/detail-section';
import { LabelledStatusChip } from './labelled-status-chip';
import { TextLink } from '@/components/admin-kit/router-links';

const columns: Column<AdminOrphanSubscription>[] = [
  { key: 'found', label: 'Encontrada em', nowrap: true, render: (o) => formatDateTime(o.found_at) },
  {
    key: 'user',
    label: 'Cliente',
    render: (o) =>
      o.user ? (
        <TextLink to={routePath(spaRoutes.adminUser, { userId: o.user.id })}>{personName(o.user)}</TextLink>
      ) : (
        (o.provider_customer_id ?? '—')
      ),
  },
  { key: 'remote', label: 'Assinatura no provedor', render: (o) => o.provider_subscription_id },
  {
    key: 'action',
    label: 'O que foi feito',
    render: (o) => <LabelledStatusChip value={o.action} labels={orphanActionLabels} />,
  },
  {
    key: 'refunded',
    label: 'Estornado',
    align: 'right',
    nowrap: true,
    render: (o) => (o.refunded_cents ? formatMoney(o.refunded_cents) : '—'),
  },
  { key: 'detail', label: 'Detalhe', render: (o) => o.detail ?? '—' },
];

/**
 * "Assinaturas órfãs": subscriptions the reconciliation found billing at the provider with no
 * subscription here, and what it did about each.
 */
export function OrphanSubscriptionsSection() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const orphans = useOrphanSubscriptions(page, pageSize);
  return (
    <DetailSection title="Assinaturas órfãs">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Assinaturas ativas no provedor sem assinatura correspondente aqui (por exemplo, após uma queda no meio
        de um pagamento). A conferência automática cancela cada uma no provedor e estorna o que foi cobrado
        quando nenhuma assinatura daqui a conhecia.
      </Typography>
      <DataTable
        label="Assinaturas órfãs"
        columns={columns}
        rows={orphans.data?.results}
        rowKey={(o) => o.id}
        query={orphans}
        empty="Nenhuma assinatura órfã encontrada."
        paging={{
          page,
          pageSize,
          count: orphans.data?.count ?? 0,
          onPage: setPage,
          onPageSize: (size) => {
            setPageSize(size);
            setPage(1);
          },
        }}
      />
    </DetailSection>
  );
}

import { routePath, spaRoutes, type AuditEntry } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useProfile } from '@/lib/profile';
import { useAuditLog } from '../api/audit-log';
import { useStaffMembers } from '../api/users';
import { useListParams } from '../hooks/use-list-params';
import { formatDateTime } from '@/lib/format';
import { personName } from '../lib/person-name';
import { auditActionLabel, auditActionLabels, auditTargetLabel, optionsOf } from '../lib/labels';
import { AuditEntryDialog } from './audit-entry-dialog';
import { type Column, DataTable } from '@/components/admin-kit/data-table';
import { pagingOf } from '@/components/admin-kit/data-table-pagination';
import { DateFilter } from '@/components/admin-kit/date-filter';
import { FilterBar, SelectFilter } from '@/components/admin-kit/filter-bar';
import { CodeLabel } from '@/components/admin-kit/detail-section';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';
import { TextLink } from '@/components/admin-kit/router-links';

/** The admin screen of each kind of target, when there is one. */
const targetScreens: Record<string, (id: string) => string> = {
  user: (id) => routePath(spaRoutes.adminUser, { userId: id }),
  subscription: (id) => routePath(spaRoutes.adminSubscription, { subscriptionId: id }),
  subscription_plan: (id) => routePath(spaRoutes.adminSubscriptionPlan, { subscriptionPlanId: id }),
  coupon: (id) => routePath(spaRoutes.adminCouponEdit, { couponId: id }),
  webhook_event: (id) => routePath(spaRoutes.adminWebhook, { webhookId: id }),
  contact_message: (id) => routePath(spaRoutes.adminMessage, { messageId: id }),
};

function Target({ entry }: { entry: AuditEntry }) {
  const label = auditTargetLabel(entry.target_type);
  if (!entry.target_id) return <>{label}</>;
  const screen = targetScreens[entry.target_type];
  const text = `${label} #${entry.target_id}`;
  // A deleted plan or coupon has no screen any more; the link would end in "não encontrado".
  const gone = entry.action.endsWith('.deleted') || entry.action === 'account.deleted';
  return screen && !gone ? <TextLink to={screen(entry.target_id)}>{text}</TextLink> : <>{text}</>;
}

function Actor({ entry }: { entry: AuditEntry }) {
  const name = entry.actor ? (
    <TextLink to={routePath(spaRoutes.adminUser, { userId: entry.actor.id })}>
      {personName(entry.actor)}
    </TextLink>
  ) : entry.action === 'account.deleted' ? (
    'O próprio usuário'
  ) : (
    'Conta excluída'
  );
  return (
    <>
      {name}
      {entry.impersonator && ` (acessado por ${personName(entry.impersonator)})`}
    </>
  );
}

/** /admin-dashboard/audit-log — who changed what and when (superusers: the API refuses anyone else). */
export function AuditLogPage() {
  const profile = useProfile();
  const superuser = profile.data?.is_superuser ?? false;
  const list = useListParams([
    'actor',
    'action',
    'date_from',
    'date_to',
    'target_type',
    'target_id',
  ] as const);
  const entries = useAuditLog(list.apiQuery, { enabled: superuser });
  const staff = useStaffMembers({ enabled: superuser });
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const columns: Column<AuditEntry>[] = [
    { key: 'when', label: 'Data', nowrap: true, render: (e) => formatDateTime(e.created_at) },
    { key: 'actor', label: 'Autor', render: (e) => <Actor entry={e} /> },
    {
      key: 'action',
      label: 'Ação',
      render: (e) => <CodeLabel label={auditActionLabel(e.action)} code={e.action} />,
    },
    { key: 'target', label: 'Alvo', render: (e) => <Target entry={e} /> },
    {
      key: 'details',
      label: 'Detalhes',
      render: (e) => (
        <Button size="small" onClick={() => setOpen(e)} aria-label={`Ver detalhes do registro ${e.id}`}>
          Ver
        </Button>
      ),
    },
  ];
  const actorOptions: [string, string][] = (staff.data?.results ?? []).map((u) => [
    String(u.id),
    `${u.first_name} ${u.last_name}`.trim() || u.email || u.username,
  ]);
  if (list.values.actor && !actorOptions.some(([id]) => id === list.values.actor)) {
    actorOptions.push([list.values.actor, `Usuário #${list.values.actor}`]);
  }
  return (
    <>
      <AdminPageHeader
        title="Auditoria"
        subtitle="Quem mudou o quê, e quando: papéis, planos, cupons, assinaturas, acessos como outro usuário."
      />
      {profile.data && !superuser ? (
        <Alert severity="info" role="status">
          O registro de auditoria é restrito a superusuários.
        </Alert>
      ) : (
        <>
          <FilterBar>
            <SelectFilter
              id="auditoria-autor"
              label="Autor"
              {...list.filter('actor')}
              options={actorOptions}
            />
            <SelectFilter
              id="auditoria-acao"
              label="Ação"
              all="Todas"
              {...list.filter('action')}
              options={optionsOf(auditActionLabels)}
            />
            <DateFilter id="auditoria-de" label="De" {...list.filter('date_from')} />
            <DateFilter id="auditoria-ate" label="Até" {...list.filter('date_to')} />
            {list.values.target_type && (
              <Button onClick={() => list.update({ target_type: null, target_id: null })}>
                {`Mostrar todos os alvos (agora: ${auditTargetLabel(list.values.target_type)}${
                  list.values.target_id ? ` #${list.values.target_id}` : ''
                })`}
              </Button>
            )}
          </FilterBar>
          <DataTable
            label="Registro de auditoria"
            columns={columns}
            rows={entries.data?.results}
            rowKey={(e) => e.id}
            query={entries}
            empty="Nenhum registro com esses filtros."
            paging={pagingOf(list, entries.data?.count)}
          />
          <AuditEntryDialog entry={open} onClose={() => setOpen(null)} />
        </>
      )}
    </>
  );
}

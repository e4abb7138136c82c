import { routePath, spaRoutes, type AdminUser } from '@aula/contracts';
import { useAdminUsers } from '../api/users';
import { useListParams } from '../hooks/use-list-params';
import { formatDate } from '@/lib/format';
import { optionsOf, rolesOf, roleLabels, subscriptionStatusLabels } from '../lib/labels';
import { type Column, DataTable } from '@/components/admin-kit/data-table';
import { pagingOf } from '@/components/admin-kit/data-table-pagination';
import { FilterBar, SelectFilter, UrlSearchField } from '@/components/admin-kit/filter-bar';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';
import { LabelledStatusChip } from './labelled-status-chip';
import { TextLink } from '@/components/admin-kit/router-links';

const columns: Column<AdminUser>[] = [
  {
    key: 'name',
    label: 'Nome',
    sort: 'first_name',
    render: (u) => (
      <TextLink to={routePath(spaRoutes.adminUser, { userId: u.id })}>
        {`${u.first_name} ${u.last_name}`.trim() || u.username}
      </TextLink>
    ),
  },
  { key: 'email', label: 'E-mail ou usuário', sort: 'email', render: (u) => u.email ?? u.username },
  { key: 'roles', label: 'Papéis', render: (u) => rolesOf(u).join(', ') || '—' },
  {
    key: 'subscription',
    label: 'Assinatura',
    render: (u) =>
      u.subscription_status ? (
        <LabelledStatusChip value={u.subscription_status} labels={subscriptionStatusLabels} />
      ) : (
        'Gratuito'
      ),
  },
  {
    key: 'joined',
    label: 'Cadastro',
    sort: 'date_joined',
    nowrap: true,
    render: (u) => formatDate(u.date_joined),
  },
  {
    key: 'login',
    label: 'Último acesso',
    sort: 'last_login',
    nowrap: true,
    render: (u) => formatDate(u.last_login),
  },
  { key: 'active', label: 'Situação', render: (u) => (u.is_active ? 'Ativo' : 'Desativado') },
];

/** /admin-dashboard/users: search, filter by role and subscription, sort, page — all in the URL. */
export function UsersPage() {
  const list = useListParams(['search', 'role', 'subscription_status', 'is_active'] as const, {
    ordering: '-date_joined',
  });
  const users = useAdminUsers(list.apiQuery);
  return (
    <>
      <AdminPageHeader
        title="Usuários"
        subtitle="Professores, alunos e equipe. Abra um usuário para ver limites, assinatura e acessar como ele."
      />
      <FilterBar>
        <UrlSearchField
          id="busca-usuarios"
          label="Buscar"
          placeholder="Nome, e-mail ou usuário"
          {...list.filter('search')}
        />
        <SelectFilter
          id="filtro-papel"
          label="Papel"
          {...list.filter('role')}
          options={Object.entries(roleLabels)}
        />
        <SelectFilter
          id="filtro-assinatura"
          label="Assinatura"
          all="Todas"
          {...list.filter('subscription_status')}
          options={[['none', 'Nunca assinou'], ...optionsOf(subscriptionStatusLabels)]}
        />
        <SelectFilter
          id="filtro-ativo"
          label="Situação"
          all="Todas"
          {...list.filter('is_active')}
          options={[
            ['true', 'Ativos'],
            ['false', 'Desativados'],
          ]}
        />
      </FilterBar>
      <DataTable
        label="Usuários"
        columns={columns}
        rows={users.data?.results}
        rowKey={(u) => u.id}
        query={users}
        empty="Nenhum usuário encontrado com esses filtros."
        ordering={list.ordering}
        onSort={(ordering) => list.update({ ordering })}
        paging={pagingOf(list, users.data?.count)}
      />
    </>
  );
}

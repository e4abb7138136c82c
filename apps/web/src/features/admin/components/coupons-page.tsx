import { routePath, spaRoutes, type AdminCoupon } from '@aula/contracts';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { useCoupons, useDeleteCoupon } from '../api/coupons';
import { useListParams } from '../hooks/use-list-params';
import { formatDate, formatMoney } from '@/lib/format';
import { type Column, DataTable } from '@/components/admin-kit/data-table';
import { pagingOf } from '@/components/admin-kit/data-table-pagination';
import { FilterBar, SelectFilter, UrlSearchField } from '@/components/admin-kit/filter-bar';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';
import { RouterButtonLink, TextLink } from '@/components/admin-kit/router-links';

const describeDiscount = (c: Pick<AdminCoupon, 'discount_type' | 'discount_value' | 'cycles'>) =>
  `${c.discount_type === 'percentage' ? `${c.discount_value}%` : formatMoney(c.discount_value)} ${
    c.cycles === null
      ? 'em todas as cobranças'
      : c.cycles === 1
        ? 'na primeira cobrança'
        : `nas ${c.cycles} primeiras cobranças`
  }`;

/** /admin-dashboard/payment/coupons */
export function CouponsPage() {
  const list = useListParams(['search', 'is_active'] as const);
  const coupons = useCoupons(list.apiQuery);
  const [deleting, setDeleting] = useState<AdminCoupon | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteCoupon();
  const columns: Column<AdminCoupon>[] = [
    {
      key: 'code',
      label: 'Código',
      render: (c) => (
        <TextLink to={routePath(spaRoutes.adminCouponEdit, { couponId: c.id })}>{c.code}</TextLink>
      ),
    },
    { key: 'discount', label: 'Desconto', render: describeDiscount },
    {
      key: 'validity',
      label: 'Validade',
      nowrap: true,
      render: (c) => (c.valid_until ? `até ${formatDate(c.valid_until)}` : 'Sem prazo'),
    },
    {
      key: 'uses',
      label: 'Usos',
      align: 'right',
      render: (c) => `${c.redemptions}${c.max_redemptions ? ` de ${c.max_redemptions}` : ''}`,
    },
    { key: 'active', label: 'Situação', render: (c) => (c.is_active ? 'Ativo' : 'Inativo') },
    {
      key: 'actions',
      label: 'Ações',
      render: (c) => (
        <Button
          size="small"
          color="error"
          onClick={() => {
            remove.reset();
            setDeleting(c);
          }}
          aria-label={`Excluir o cupom ${c.code}`}
        >
          Excluir
        </Button>
      ),
    },
  ];
  return (
    <>
      <AdminPageHeader
        title="Cupons"
        subtitle="Descontos percentuais ou em reais, por ciclos, com validade e limite de usos."
        actions={<RouterButtonLink to={spaRoutes.adminCouponNew}>Novo cupom</RouterButtonLink>}
      />
      <FilterBar>
        <UrlSearchField id="busca-cupom" label="Buscar código" {...list.filter('search')} />
        <SelectFilter
          id="filtro-cupom-ativo"
          label="Situação"
          all="Todas"
          {...list.filter('is_active')}
          options={[
            ['true', 'Ativos'],
            ['false', 'Inativos'],
          ]}
        />
      </FilterBar>
      <DataTable
        label="Cupons"
        columns={columns}
        rows={coupons.data?.results}
        rowKey={(c) => c.id}
        query={coupons}
        empty={
          list.values.search || list.values.is_active
            ? 'Nenhum cupom com esses filtros.'
            : 'Nenhum cupom ainda.'
        }
        paging={pagingOf(list, coupons.data?.count)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`Excluir o cupom ${deleting?.code ?? ''}?`}
        confirmLabel="Excluir"
        destructive
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, 'Não foi possível excluir.') : null}
        onConfirm={() =>
          remove.mutate(deleting!.id, {
            onSuccess: (result) => {
              setDeleting(null);
              enqueueSnackbar(result.detail, { variant: result.deleted ? 'success' : 'info' });
            },
          })
        }
        onClose={() => setDeleting(null)}
      >
        Um cupom que já foi usado não é apagado: ele é desativado, para manter o histórico das assinaturas.
      </ConfirmDialog>
    </>
  );
}

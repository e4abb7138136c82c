import { spaRoutes, type Product } from '@aula/contracts';
import { formatDate, formatMoney } from '@/lib/format';
import { useProducts } from '../api/catalogue';
import { type Column, DataTable } from '@/components/admin-kit/data-table';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';
import { RouterButtonLink } from '@/components/admin-kit/router-links';

const columns: Column<Product>[] = [
  { key: 'name', label: 'Produto', render: (p) => p.name },
  { key: 'description', label: 'Descrição', render: (p) => p.description || '—' },
  { key: 'price', label: 'Preço', align: 'right', nowrap: true, render: (p) => formatMoney(p.price_cents) },
  { key: 'active', label: 'Situação', render: (p) => (p.is_active ? 'À venda' : 'Inativo') },
  { key: 'created', label: 'Criado em', render: (p) => formatDate(p.created_at) },
];

/** /admin-dashboard/payment/products */
export function ProductsPage() {
  const products = useProducts();
  return (
    <>
      <AdminPageHeader
        title="Produtos"
        subtitle="Itens vendidos avulsos."
        actions={<RouterButtonLink to={spaRoutes.adminProductNew}>Novo produto</RouterButtonLink>}
      />
      <DataTable
        label="Produtos"
        columns={columns}
        rows={products.data}
        rowKey={(p) => p.id}
        query={products}
        empty="Nenhum produto cadastrado."
      />
    </>
  );
}

export { ProductsPage as Component } from '@/features/admin/components/catalog-pages';

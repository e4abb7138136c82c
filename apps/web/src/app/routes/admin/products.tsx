export { ProductsPage as Component } from '@/features/admin/components/products-page';

export { ProductNewPage as Component } from '@/features/admin/components/catalog-pages';

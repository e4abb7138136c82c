export { ProcessorsPage as Component } from '@/features/admin/components/catalog-pages';

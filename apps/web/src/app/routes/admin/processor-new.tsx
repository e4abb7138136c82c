export { ProcessorNewPage as Component } from '@/features/admin/components/catalog-pages';

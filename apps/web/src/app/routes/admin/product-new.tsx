export { ProductNewPage as Component } from '@/features/admin/components/product-new-page';

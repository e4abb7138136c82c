export { AdminReorderPage as Component } from '@/features/content/components/admin/admin-reorder-page';

export { AdminCollectionsPage as Component } from '@/features/content/components/admin/admin-collections-page';

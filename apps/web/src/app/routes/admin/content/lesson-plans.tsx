export { AdminPlansPage as Component } from '@/features/content/components/admin/admin-plans-page';

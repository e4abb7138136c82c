export { JobsPage as Component } from '@/features/admin/components/jobs-page';

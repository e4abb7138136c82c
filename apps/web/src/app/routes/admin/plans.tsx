export { PlansPage as Component } from '@/features/admin/components/plans-page';

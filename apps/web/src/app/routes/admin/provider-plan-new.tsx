export { ProviderPlanNewPage as Component } from '@/features/admin/components/plans-pages';

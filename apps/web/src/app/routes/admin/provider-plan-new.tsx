export { ProviderPlanNewPage as Component } from '@/features/admin/components/provider-plan-new-page';

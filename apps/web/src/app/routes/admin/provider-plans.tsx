export { ProviderPlansPage as Component } from '@/features/admin/components/provider-plans-page';

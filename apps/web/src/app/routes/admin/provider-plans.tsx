export { ProviderPlansPage as Component } from '@/features/admin/components/plans-pages';

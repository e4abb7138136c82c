export { ProviderInvoicePage as Component } from '@/features/admin/components/provider-pages';

export { ProviderInvoicePage as Component } from '@/features/admin/components/provider-invoice-page';

export { ProviderChargePage as Component } from '@/features/admin/components/provider-charge-page';

export { ProcessorsPage as Component } from '@/features/admin/components/processors-page';

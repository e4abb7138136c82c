export { ProcessorNewPage as Component } from '@/features/admin/components/processor-new-page';

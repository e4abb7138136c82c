export { BnccPage as Component } from '@/features/bncc/components/bncc-page';

export { CodeMissingDataPage as Component } from '@/features/join/components/code-missing-data-page';

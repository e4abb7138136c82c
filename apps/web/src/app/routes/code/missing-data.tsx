export { CodeMissingDataPage as Component } from '@/features/classrooms/components/join/code-missing-data-page';

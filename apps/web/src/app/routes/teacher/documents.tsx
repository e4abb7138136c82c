export { DocumentsPage as Component } from '@/features/content/components/library/documents-page';

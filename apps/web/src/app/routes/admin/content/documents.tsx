export { AdminDocumentsPage as Component } from '@/features/content/components/admin/admin-documents-page';

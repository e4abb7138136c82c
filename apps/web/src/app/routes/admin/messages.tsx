export { MessagesPage as Component } from '@/features/admin/components/messages-page';

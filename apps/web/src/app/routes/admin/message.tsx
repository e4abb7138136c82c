export { MessagePage as Component } from '@/features/admin/components/message-page';

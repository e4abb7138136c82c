export { MessagePage as Component } from '@/features/admin/components/messages-pages';

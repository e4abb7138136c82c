export { UsersPage as Component } from '@/features/admin/components/users-page';

export { AdminAllLessonsPage as Component } from '@/features/content/components/admin/admin-all-lessons-page';

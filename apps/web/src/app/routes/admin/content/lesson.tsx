export { AdminLessonPage as Component } from '@/features/content/components/admin/admin-lesson-page';

export { AdminLessonFormPage as Component } from '@/features/content/components/admin/admin-lesson-form-page';

export { ClassroomsPage as Component } from '@/features/classrooms/components/teacher/classrooms-page';

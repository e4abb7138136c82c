export { StudentsPage as Component } from '@/features/classrooms/components/students/students-page';

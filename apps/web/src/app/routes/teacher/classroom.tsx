export { ClassroomDetailPage as Component } from '@/features/classrooms/components/teacher/classroom-detail-page';

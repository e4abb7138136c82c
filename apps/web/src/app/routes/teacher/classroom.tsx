import { ClassroomDetailPage } from '@/features/classrooms/components/teacher/classroom-detail-page';
import { classroomTabs } from '@/app/composition/classroom-tabs';

export function Component() {
  return <ClassroomDetailPage tabs={classroomTabs} />;
}

import type { TeacherClassroom } from '@aula/contracts';
import { AssignmentsTab } from '@/features/assignments/components/activities/assignments-tab';
import { ClassroomLessonsSection } from '@/features/classrooms/components/teacher/classroom-lessons-section';
import { LinkLessonsDialog } from '@/features/content/components/lesson-picker/link-lessons-dialog';

/** "Atividades": the class's activities, then its linked lessons (picked from content) to assign. */
export function ClassroomAssignmentsPanel({ classroom }: { classroom: TeacherClassroom }) {
  return (
    <AssignmentsTab
      classroom={classroom}
      lessons={(assign) => (
        <ClassroomLessonsSection classroom={classroom} onAssign={assign} LessonPicker={LinkLessonsDialog} />
      )}
    />
  );
}

import type { TeacherClassroom } from '@aula/contracts';
import { ClassroomStudentsSection } from '@/features/students/components/classroom-students-section';
import { studentPrintViews } from './student-print-views';

/** "Alunos": the class's students, with the print feature's cards and credentials. */
export function ClassroomStudentsPanel({ classroom }: { classroom: TeacherClassroom }) {
  return <ClassroomStudentsSection classroom={classroom} print={studentPrintViews} />;
}
